import { recaptchaLoader, type ReCaptcha } from '@creneau/contracts';
import { loadPublicConfig } from '../providers/public-config';

const readSiteKey = async () => (await loadPublicConfig()).recaptchaSiteKey ?? null;

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
