import { twilioWebhookUrl } from '@creneau/server';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import twilio from 'twilio';
import { ApiError } from '../common/api-error';
import { API_CONFIG, type ApiConfig } from '../config/api.config';

/**
 * Only Twilio knows the auth token: X-Twilio-Signature is an HMAC of the URL it called and the form
 * fields. The URL is rebuilt from PUBLIC_URL, never from the Host header, which a caller chooses.
 */
@Injectable()
export class TwilioSignatureGuard implements CanActivate {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const signature = request.headers['x-twilio-signature'];
    const hook = request.path.endsWith('/inbound') ? 'inbound' : 'status';
    const query = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?')) : '';
    const url = `${twilioWebhookUrl(this.config.PUBLIC_URL, hook)}${query}`;
    const params = isForm(request.body) ? request.body : {};
    const valid =
      !!this.config.TWILIO_AUTH_TOKEN &&
      typeof signature === 'string' &&
      request.is('application/x-www-form-urlencoded') !== false &&
      twilio.validateRequest(this.config.TWILIO_AUTH_TOKEN, signature, url, params);
    if (!valid) throw new ApiError(403, 'WEBHOOK_SIGNATURE_INVALID', 'Missing or wrong X-Twilio-Signature');
    return true;
  }
}

function isForm(body: unknown): body is Record<string, string> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
