import { pageCaptcha } from '@creneau/browser';
import type { CaptchaAction } from '@creneau/contracts';
import { loadPublicConfig } from '../lib/public-config';
import { ApiError } from './api';

const captchaToken = pageCaptcha(
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
