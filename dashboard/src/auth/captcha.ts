interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

let siteKey: Promise<string | null> | null = null;
let script: Promise<void> | null = null;

function loadScript(key: string): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => reject(new Error('errors.CAPTCHA_FAILED'));
    document.head.append(element);
  });
  return script;
}

/**
 * A reCAPTCHA v3 token for a public form, or undefined when the server has no captcha configured
 * (development, demo): then nothing is loaded from Google at all.
 */
export async function captchaToken(action: string): Promise<string | undefined> {
  siteKey ??= fetch('/api/public/config')
    .then((response) =>
      response.ok ? (response.json() as Promise<{ recaptchaSiteKey: string | null }>) : { recaptchaSiteKey: null },
    )
    .then((config) => config.recaptchaSiteKey);
  const key = await siteKey;
  if (!key) return undefined;
  await loadScript(key);
  const recaptcha = window.grecaptcha;
  if (!recaptcha) throw new Error('errors.CAPTCHA_FAILED');
  await new Promise<void>((resolve) => recaptcha.ready(resolve));
  return recaptcha.execute(key, { action });
}
