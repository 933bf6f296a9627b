import type { CaptchaAction } from './captcha-actions';

// The few browser objects the loader touches, named here so the contracts stay free of the DOM library.
interface ScriptElement {
  src: string;
  async: boolean;
  onload: ((...args: never[]) => unknown) | null;
  onerror: ((...args: never[]) => unknown) | null;
}
export interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
export interface RecaptchaBrowser<Script extends ScriptElement> {
  document: { createElement(tag: 'script'): Script; head: { append(node: Script): void } };
  window: { grecaptcha?: ReCaptcha };
}

/**
 * reCAPTCHA v3 for the web and the back office alike: the script is loaded once, on the first form that
 * needs a token, and never when the API has no site key (development, demo: nothing goes to Google).
 * `failure` makes the error each front end shows as "the anti-robot check failed".
 */
export function recaptchaLoader<Script extends ScriptElement>(
  browser: () => RecaptchaBrowser<Script>,
  siteKey: () => Promise<string | null>,
  failure: () => Error,
): (action: CaptchaAction) => Promise<string | undefined> {
  let script: Promise<void> | null = null;
  const load = (key: string) =>
    (script ??= new Promise<void>((resolve, reject) => {
      const element = browser().document.createElement('script');
      element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => {
        script = null;
        reject(failure());
      };
      browser().document.head.append(element);
    }));

  return async (action) => {
    const key = await siteKey();
    if (!key) return undefined;
    await load(key);
    const recaptcha = browser().window.grecaptcha;
    if (!recaptcha) throw failure();
    await new Promise<void>((resolve) => recaptcha.ready(resolve));
    return recaptcha.execute(key, { action });
  };
}
