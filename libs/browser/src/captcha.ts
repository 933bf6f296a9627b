import { recaptchaLoader, type CaptchaAction, type ReCaptcha } from '@creneau/contracts';

/**
 * A reCAPTCHA v3 token for a form's action on this page, or undefined when the server has no site key
 * (development, demo: then nothing is loaded from Google at all). `failure` is the error the front end
 * shows as "the anti-robot check failed".
 */
export function pageCaptcha(
  siteKey: () => Promise<string | null>,
  failure: () => Error,
): (action: CaptchaAction) => Promise<string | undefined> {
  return recaptchaLoader<HTMLScriptElement>(
    // Google's script sets window.grecaptcha.
    () => ({ document, window: window as Window & { grecaptcha?: ReCaptcha } }),
    siteKey,
    failure,
  );
}
