import { loadPublicConfig } from '../lib/public-config';
import { ApiError } from './api';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

let script: Promise<void> | null = null;

function loadScript(key: string): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => reject(new ApiError('CAPTCHA_FAILED', 0));
    document.head.append(element);
  });
  return script;
}

/**
 * Adds a reCAPTCHA v3 token to a public form's body when the server asks for one (its site key in
 * /api/public/config); with no captcha configured nothing is loaded from Google at all.
 */
export async function withCaptcha<T extends object>(body: T, action: string): Promise<T & { captchaToken?: string }> {
  const key = (await loadPublicConfig()).recaptchaSiteKey;
  if (!key) return body;
  await loadScript(key);
  const recaptcha = window.grecaptcha;
  if (!recaptcha) throw new ApiError('CAPTCHA_FAILED', 0);
  await new Promise<void>((resolve) => recaptcha.ready(resolve));
  return { ...body, captchaToken: await recaptcha.execute(key, { action }) };
}
