import { serializeRequest, serializeResponse } from './http-serializers';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/public/calendar/Ab12Cd34Ef56Gh78Ij90Kl12.ics', '/api/public/calendar/[redacted]'],
    ['/api/public/short-links/Xy7Kp2Qw9z/confirm', '/api/public/short-links/[redacted]/confirm'],
    ['/c/Xy7Kp2Qw9z', '/c/[redacted]'],
    ['/i/Xy7Kp2Qw9z/yes', '/i/[redacted]/yes'],
    ['/rf/secret-token/accept', '/rf/[redacted]/accept'],
    ['/vb/abc', '/vb/[redacted]'],
    ['/ultimmo/tok/lead-1', '/ultimmo/[redacted]/[redacted]'],
    ['/visits/magic-link?token=deadbeef', '/visits/magic-link?token=[redacted]'],
    [
      '/api/public/visits/6f1c2b8e-1111-4222-8333-944455556666/ics?token=ab',
      '/api/public/visits/6f1c2b8e-1111-4222-8333-944455556666/ics?token=[redacted]',
    ],
    [
      '/api/candidates?filter=%7B%22q%22%3A%22Dupont%22%7D&sort=x&range=y',
      '/api/candidates?filter=[redacted]&sort=x&range=y',
    ],
    ['https://visites.example.fr/c/Xy7Kp2Qw9z#frag', 'https://visites.example.fr/c/[redacted]#[redacted]'],
    ['/anything/0123456789abcdef0123456789abcdef', '/anything/[redacted]'],
  ])('keeps the route but not the secret of %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    '/api/health',
    '/book/claire-martin-agence-du-centre-ville',
    '/api/visits/6f1c2b8e-1111-4222-8333-944455556666',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('request and response summaries', () => {
  it('keep the id, the method, the route without its secrets and the address; no header, no query or parameters', () => {
    const req = serializeRequest({
      id: 'r1',
      method: 'GET',
      url: '/c/Xy7Kp2Qw9z?x=1',
      remoteAddress: '203.0.113.7',
      ...({
        headers: { referer: 'https://site.example/visits/magic-link?token=abc', cookie: 's=1', 'user-agent': 'UA' },
        query: { x: '1' },
        params: { code: 'Xy7Kp2Qw9z' },
      } as object),
    });
    const res = serializeResponse({
      statusCode: 302,
      ...({ headers: { location: '/rf/tok/accept', 'set-cookie': 's=2' } } as object),
    });

    expect(req).toEqual({ id: 'r1', method: 'GET', url: '/c/[redacted]?x=[redacted]', remoteAddress: '203.0.113.7' });
    expect(res).toEqual({ statusCode: 302 });
  });
});
