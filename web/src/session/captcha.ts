import { recaptchaLoader, type CaptchaAction, type ReCaptcha } from '@creneau/contracts';
import { loadPublicConfig } from '../lib/public-config';
import { ApiError } from './api';

const captchaToken = recaptchaLoader<HTMLScriptElement>(
  // Google's script sets window.grecaptcha.
  () => ({ document, window: window as Window & { grecaptcha?: ReCaptcha } }),
  async () => (await loadPublicConfig()).recaptchaSiteKey,
  () => new ApiError('CAPTCHA_FAILED', 0),
);

/**
 * Adds a reCAPTCHA v3 token for the form's action to its body when the server asks for one (its site key
 * in /api/public/config).
 */
export async function withCaptcha<T extends object>(
  body: T,
  action: CaptchaAction,
): Promise<T & { captchaToken?: string }> {
  const token = await captchaToken(action);
  return token ? { ...body, captchaToken: token } : body;
}
