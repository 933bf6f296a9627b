import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createAgency, type AgencyRow } from '../../support/factories';
import { directivesOf } from '../../support/csp';
import { startStack, type Stack } from '../../support/stack';

const headersOf = async (baseUrl: string, path: string, extra: Record<string, string> = {}) => {
  const response = await request(baseUrl).get(path).set(extra);
  return response.headers as Record<string, string | undefined>;
};

describe('security headers (helmet) on a plain-HTTP install', () => {
  let stack: Stack;
  let agency: AgencyRow;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { TRUST_PROXY: 'true' } });
    agency = await createAgency(stack.db.pool);
    await stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      agency.id,
      ['https://www.agence-du-marais.example'],
    ]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it.each(['/', '/pro', '/pro/agenda', '/api/health', '/api/public/config', '/widget.js', '/api/no-such-route'])(
    'sends nosniff and a Referrer-Policy on %s, and no HSTS over plain HTTP',
    async (path) => {
      const headers = await headersOf(stack.baseUrl, path);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['content-security-policy']).toBeDefined();
    },
  );

  it('lets the public site run only its own scripts and styles, with no plugin and no foreign base', async () => {
    const csp = directivesOf((await headersOf(stack.baseUrl, '/'))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    // Style attributes only, as the server-rendered pages carry them (an agency's brand colour).
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // Over plain HTTP nothing may be upgraded: there is no HTTPS to upgrade to.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("lets the back office's components write their styles, and nothing else inline", async () => {
    const headers = await headersOf(stack.baseUrl, '/pro/agenda');
    const csp = directivesOf(headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers the API with a policy that loads nothing and is framed by no one, readable by its own site only', async () => {
    const headers = await headersOf(stack.baseUrl, '/api/public/config');
    const csp = directivesOf(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps API answers out of browser and proxy caches, and leaves the site and its files to their own rules', async () => {
    for (const path of ['/api/public/config', '/api/no-such-route']) {
      expect((await headersOf(stack.baseUrl, path))['cache-control']).toBe('no-store');
    }
    const booked = await request(stack.baseUrl)
      .post(`/api/public/listings/${randomUUID()}/visits`)
      .set('Idempotency-Key', randomUUID())
      .send({ startsAt: '2030-01-07T09:00:00.000Z', contact: { firstName: 'Camille', lastName: 'Banc' } });
    expect(booked.status).toBe(404);
    expect(booked.headers['cache-control']).toBe('no-store');
    expect((await headersOf(stack.baseUrl, '/'))['cache-control']).not.toBe('no-store');
    expect((await headersOf(stack.baseUrl, '/widget.js'))['cache-control']).not.toBe('no-store');
  });

  it('lets other sites load the widget loader', async () => {
    const headers = await headersOf(stack.baseUrl, '/widget.js');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("lets the agency's site frame its embedded booking page, and no other site", async () => {
    const allowed = await headersOf(stack.baseUrl, `/book/${agency.slug}?embed=1`);
    const ancestors = directivesOf(allowed['content-security-policy']).get('frame-ancestors');
    expect(ancestors).toEqual(["'self'", 'https://www.agence-du-marais.example']);
    expect(ancestors).not.toContain('https://www.other-site.example');
    // X-Frame-Options can only say "same origin": it would refuse the agency's own site.
    expect(allowed['x-frame-options']).toBeUndefined();
    // The rest of the policy is the site's.
    expect(directivesOf(allowed['content-security-policy']).get('script-src')).toEqual(["'self'"]);

    const notEmbedded = await headersOf(stack.baseUrl, `/book/${agency.slug}`);
    expect(directivesOf(notEmbedded['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(notEmbedded['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS when a trusted proxy says the request came by HTTPS', async () => {
    const headers = await headersOf(stack.baseUrl, '/', { 'X-Forwarded-Proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('security headers on an HTTPS install with reCAPTCHA, analytics and a demo page', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      workers: 0,
      env: {
        PUBLIC_URL: 'https://rdv.agence.example',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site-key',
        ANALYTICS_ENDPOINT: 'https://stats.example.org/api/event',
        ANALYTICS_DOMAIN: 'rdv.agence.example',
        DEMO_SCHEDULING_URL: 'https://cal.example.com/creneau/demo',
        PRESENTATION_VIDEO_URL: 'https://videos.example.net/presentation.mp4',
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it.each(['/', '/pro', '/api/health'])('sends HSTS on %s', async (path) => {
    expect((await headersOf(stack.baseUrl, path))['strict-transport-security']).toBe('max-age=31536000');
  });

  it('opens the public site to the configured reCAPTCHA, analytics, demo page and video, and upgrades requests', async () => {
    const csp = directivesOf((await headersOf(stack.baseUrl, '/'))['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://cal.example.com']),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://videos.example.net']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('loads reCAPTCHA in the back office too, but not the public site’s analytics', async () => {
    const csp = directivesOf((await headersOf(stack.baseUrl, '/pro/visits'))['content-security-policy']);
    expect(csp.get('script-src')).toContain('https://www.gstatic.com/recaptcha/');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
