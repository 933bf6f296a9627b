import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';

interface VerifyResponse {
  success: boolean;
  score?: number;
}

/** reCAPTCHA on public forms when a secret is configured; skipped when none is (development, demo). */
@Injectable()
export class CaptchaService {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET);
  }

  async check(token: string | undefined, ip: string | null): Promise<void> {
    if (!this.config.RECAPTCHA_SECRET) return;
    if (!token) throw new ApiError(400, 'CAPTCHA_FAILED', 'The anti-robot check is missing');
    const body = new URLSearchParams({
      secret: this.config.RECAPTCHA_SECRET,
      response: token,
      ...(ip ? { remoteip: ip } : {}),
    });
    let verdict: VerifyResponse;
    try {
      const response = await fetch(this.config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5_000),
      });
      verdict = (await response.json()) as VerifyResponse;
    } catch {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The anti-robot check is unavailable, retry shortly', undefined, {
        'Retry-After': '10',
      });
    }
    if (!verdict.success || (verdict.score !== undefined && verdict.score < this.config.RECAPTCHA_MIN_SCORE / 10)) {
      throw new ApiError(400, 'CAPTCHA_FAILED', 'The anti-robot check failed');
    }
  }
}
