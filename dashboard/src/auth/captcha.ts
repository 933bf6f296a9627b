import { recaptchaLoader, type ReCaptcha } from '@creneau/contracts';

let siteKey: Promise<string | null> | null = null;

const readSiteKey = () =>
  (siteKey ??= fetch('/api/public/config')
    .then((response) =>
      response.ok ? (response.json() as Promise<{ recaptchaSiteKey: string | null }>) : { recaptchaSiteKey: null },
    )
    .then((config) => config.recaptchaSiteKey));

/**
 * A reCAPTCHA v3 token for a form's action, or undefined when the server has no captcha configured
 * (development, demo): then nothing is loaded from Google at all.
 */
export const captchaToken = recaptchaLoader<HTMLScriptElement>(
  // Google's script sets window.grecaptcha.
  () => ({ document, window: window as Window & { grecaptcha?: ReCaptcha } }),
  readSiteKey,
  () => new Error('errors.CAPTCHA_FAILED'),
);
