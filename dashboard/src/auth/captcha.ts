import { pageCaptcha } from '@creneau/browser';
import { loadPublicConfig } from '../providers/public-config';

/** A reCAPTCHA v3 token for a form's action, or undefined when the server has no captcha configured. */
export const captchaToken = pageCaptcha(
  async () => (await loadPublicConfig()).recaptchaSiteKey ?? null,
  () => new Error('errors.CAPTCHA_FAILED'),
);
