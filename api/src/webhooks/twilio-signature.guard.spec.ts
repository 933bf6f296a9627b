import type { ExecutionContext } from '@nestjs/common';
import twilio from 'twilio';
import type { ApiConfig } from '../config/api.config';
import { TwilioSignatureGuard } from './twilio-signature.guard';

const TOKEN = 'test-auth-token-0123456789abcdef';
const PUBLIC_URL = 'https://creneau.example.fr';
const params = { MessageSid: 'SM123', MessageStatus: 'delivered', To: '+33612345678' };

function contextFor(request: { path: string; originalUrl: string; headers: Record<string, string>; body: unknown }) {
  const req = { ...request, is: (type: string) => (type === 'application/x-www-form-urlencoded' ? type : false) };
  return { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
}

const guard = (token: string | undefined = TOKEN): TwilioSignatureGuard =>
  new TwilioSignatureGuard({ PUBLIC_URL, TWILIO_AUTH_TOKEN: token } as ApiConfig);

const signed = (url: string, body: Record<string, string> = params) =>
  twilio.getExpectedTwilioSignature(TOKEN, url, body);

describe('TwilioSignatureGuard', () => {
  it("agrees with the example in Twilio's documentation", () => {
    // https://www.twilio.com/docs/usage/security#validating-requests (api-snippets, signature_validation)
    const valid = twilio.validateRequest(
      '12345',
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
      'https://mycompany.com/myapp.php?foo=1&bar=2',
      {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+14158675309',
        Digits: '1234',
        From: '+14158675309',
        To: '+18005551212',
      },
    );
    expect(valid).toBe(true);
  });

  it('accepts a request signed for the public URL, whatever Host the proxy passed on', () => {
    const request = {
      path: '/api/webhooks/twilio/status',
      originalUrl: '/api/webhooks/twilio/status',
      headers: { host: 'internal:3000', 'x-twilio-signature': signed(`${PUBLIC_URL}/api/webhooks/twilio/status`) },
      body: params,
    };
    expect(guard().canActivate(contextFor(request))).toBe(true);
  });

  it('covers the query string', () => {
    const url = `${PUBLIC_URL}/api/webhooks/twilio/inbound?agency=a1`;
    const request = {
      path: '/api/webhooks/twilio/inbound',
      originalUrl: '/api/webhooks/twilio/inbound?agency=a1',
      headers: { 'x-twilio-signature': signed(url) },
      body: params,
    };
    expect(guard().canActivate(contextFor(request))).toBe(true);
    expect(() => guard().canActivate(contextFor({ ...request, originalUrl: '/api/webhooks/twilio/inbound' }))).toThrow(
      'Missing or wrong X-Twilio-Signature',
    );
  });

  it('covers the message id in the status callback URL: another id breaks the signature', () => {
    const id = '0b6f2d3e-7c1a-4e5b-9a8f-1c2d3e4f5a6b';
    const request = {
      path: '/api/webhooks/twilio/status',
      originalUrl: `/api/webhooks/twilio/status?messageId=${id}`,
      headers: { 'x-twilio-signature': signed(`${PUBLIC_URL}/api/webhooks/twilio/status?messageId=${id}`) },
      body: params,
    };
    expect(guard().canActivate(contextFor(request))).toBe(true);
    const other = { ...request, originalUrl: request.originalUrl.replace('0b6f', '9b6f') };
    expect(() => guard().canActivate(contextFor(other))).toThrow('Missing or wrong X-Twilio-Signature');
  });

  it.each([
    [
      'a changed field',
      { 'x-twilio-signature': signed(`${PUBLIC_URL}/api/webhooks/twilio/status`) },
      { ...params, MessageStatus: 'failed' },
    ],
    ['another URL', { 'x-twilio-signature': signed('https://evil.example/api/webhooks/twilio/status') }, params],
    ['no signature', {}, params],
  ])('refuses %s with 403', (_what, headers, body) => {
    const request = { path: '/api/webhooks/twilio/status', originalUrl: '/api/webhooks/twilio/status', headers, body };
    expect(() => guard().canActivate(contextFor(request))).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('refuses everything when no auth token is configured', () => {
    const request = {
      path: '/api/webhooks/twilio/status',
      originalUrl: '/api/webhooks/twilio/status',
      headers: { 'x-twilio-signature': signed(`${PUBLIC_URL}/api/webhooks/twilio/status`) },
      body: params,
    };
    expect(() => new TwilioSignatureGuard({ PUBLIC_URL } as ApiConfig).canActivate(contextFor(request))).toThrow(
      'Missing or wrong X-Twilio-Signature',
    );
  });
});
