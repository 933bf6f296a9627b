import type { CaptchaAction } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';

// What siteverify answers (https://developers.google.com/recaptcha/docs/v3#site_verify_response).
interface VerifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/** reCAPTCHA on public forms when a secret is configured; skipped when none is (development, demo). */
@Injectable()
export class CaptchaService {
  // The site the tokens must have been earned on: this install's public address.
  private readonly hostname: string;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.hostname = new URL(config.PUBLIC_URL).hostname;
  }

  get enabled(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET);
  }

  /**
   * Passes a token Google vouches for, with a human-enough score, earned for this form's action on this
   * site: a token solved on another form, or on another site using the same key, does not pass.
   */
  async check(token: string | undefined, ip: string | null, action: CaptchaAction): Promise<void> {
    if (!this.config.RECAPTCHA_SECRET) return;
    if (!token) throw new ApiError(400, 'CAPTCHA_FAILED', 'The anti-robot check is missing');
    const verdict = await this.verify(this.config.RECAPTCHA_SECRET, token, ip);
    const human = verdict.score === undefined || verdict.score >= this.config.RECAPTCHA_MIN_SCORE / 10;
    if (!verdict.success || !human || verdict.action !== action || verdict.hostname !== this.hostname) {
      throw new ApiError(400, 'CAPTCHA_FAILED', 'The anti-robot check failed');
    }
  }

  private async verify(secret: string, token: string, ip: string | null): Promise<VerifyResponse> {
    const body = new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) });
    try {
      const response = await fetch(this.config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5_000),
      });
      return (await response.json()) as VerifyResponse;
    } catch {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The anti-robot check is unavailable, retry shortly', undefined, {
        'Retry-After': '10',
      });
    }
  }
}
