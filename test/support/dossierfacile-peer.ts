import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DossierFacileSettings } from '@creneau/server';
import type { SampleProfile } from './dossierfacile-profiles';

/** What the next matching request gets instead of the documented answer. */
export type DossierFacilePeerFault =
  /** Holds the request without answering (the client's timeout fires). */
  | { kind: 'hang' }
  | { kind: 'status'; status: number; body?: string }
  /** A 200 with this body as JSON's content type (malformed JSON, or JSON of another shape). */
  | { kind: 'body'; body: string };

export interface PeerRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface DossierFacilePeer {
  /** The Keycloak realm (DOSSIERFACILE_SSO_URL) and the tenant API (DOSSIERFACILE_API_URL). */
  ssoUrl: string;
  apiUrl: string;
  /** Settings of a client registered at this peer (overridable, e.g. a short timeout or a wrong secret). */
  settings(overrides?: Partial<DossierFacileSettings>): DossierFacileSettings;
  /** The visitor signs in and consents: the code the redirect would carry, for this profile. */
  consent(sample: SampleProfile): string;
  /** The next consent page visit redirects back with a code for this profile (for a callback route's test). */
  consentNext(sample: SampleProfile): void;
  /** The next requests whose path starts with `pathPrefix` get these faults, in order. */
  script(pathPrefix: string, ...faults: DossierFacilePeerFault[]): void;
  requests: PeerRequest[];
  close(): Promise<void>;
}

const REALM = '/auth/realms/dossier-facile';

/**
 * A local DossierFacile speaking the documented shapes: Keycloak's authorisation and token endpoints
 * (authorisation code, client credentials), GET /dfc/tenant/profile for the visitor's token, document
 * downloads by token (partner API, client token) and by the old watermarked URL (visitor's token).
 */
export async function startDossierFacilePeer(): Promise<DossierFacilePeer> {
  const clientId = 'creneau-test';
  const clientSecret = randomBytes(12).toString('hex');
  const redirectUri = 'http://127.0.0.1:9/api/rental-file/dossierfacile/callback';
  const codes = new Map<string, { sample: SampleProfile; redirectUri: string }>();
  const visitorTokens = new Map<string, SampleProfile>();
  const partnerTokens = new Set<string>();
  const faults: { prefix: string; fault: DossierFacilePeerFault }[] = [];
  const requests: PeerRequest[] = [];
  const held = new Set<ServerResponse>();
  let nextConsent: SampleProfile | null = null;
  const issue = (prefix: string) => `${prefix}-${randomBytes(16).toString('hex')}`;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  const token = (req: IncomingMessage, res: ServerResponse, form: URLSearchParams) => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'client_credentials') {
      const accessToken = issue('partner');
      partnerTokens.add(accessToken);
      return json(res, 200, {
        access_token: accessToken,
        expires_in: 300,
        token_type: 'Bearer',
        scope: 'dfc dfc-documents',
      });
    }
    if (form.get('grant_type') !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    const grant = codes.get(form.get('code') ?? '');
    // Single use, and only for the redirect URI it was issued for (RFC 6749, 4.1.3).
    codes.delete(form.get('code') ?? '');
    if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
    const accessToken = issue('visitor');
    visitorTokens.set(accessToken, grant.sample);
    return json(res, 200, {
      access_token: accessToken,
      refresh_token: issue('refresh'),
      expires_in: 300,
      token_type: 'Bearer',
      scope: 'openid dfc',
    });
  };

  const download = (res: ServerResponse, bytes: Buffer | undefined) =>
    bytes
      ? res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length }).end(bytes)
      : json(res, 404, { message: 'Document not found' });

  const route = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    if (req.method === 'GET' && url.pathname === `${REALM}/protocol/openid-connect/auth`) {
      if (!nextConsent || url.searchParams.get('client_id') !== clientId)
        return json(res, 400, { error: 'invalid_request' });
      const code = issue('code');
      codes.set(code, { sample: nextConsent, redirectUri: url.searchParams.get('redirect_uri') ?? '' });
      nextConsent = null;
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === 'POST' && url.pathname === `${REALM}/protocol/openid-connect/token`) {
      return token(req, res, new URLSearchParams(body));
    }
    const visitor = visitorTokens.get(bearer(req) ?? '');
    if (req.method === 'GET' && url.pathname === '/dfc/tenant/profile') {
      return visitor ? json(res, 200, visitor.profile) : json(res, 401, { error: 'invalid_token' });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/document/resource/')) {
      return visitor ? download(res, visitor.files.get(url.pathname)) : json(res, 401, { error: 'invalid_token' });
    }
    const partnerDownload = /^\/dfc\/api\/v1\/tenants\/(\d+)\/documents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && partnerDownload) {
      if (!partnerTokens.has(bearer(req) ?? '')) return json(res, 401, { error: 'invalid_token' });
      // The tenant must have consented to this partner: the latest profile a code was exchanged for.
      const sample = [...visitorTokens.values()]
        .reverse()
        .find(({ profile }) => String(profile.connectedTenantId) === partnerDownload[1]);
      if (!sample) return json(res, 403, { message: 'Partner not authorized to access this tenant' });
      return download(res, sample.files.get(decodeURIComponent(partnerDownload[2])));
    }
    return json(res, 404, { message: 'Not found' });
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://peer').pathname;
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });
      const index = faults.findIndex(({ prefix }) => path.startsWith(prefix));
      const fault = index >= 0 ? faults.splice(index, 1)[0].fault : null;
      if (fault?.kind === 'hang') return void held.add(res);
      if (fault?.kind === 'status') return void res.writeHead(fault.status).end(fault.body ?? '');
      if (fault?.kind === 'body') {
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(fault.body);
      }
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ssoUrl = `${apiUrl}${REALM}`;

  return {
    ssoUrl,
    apiUrl,
    settings: (overrides = {}) => ({
      ssoUrl,
      apiUrl,
      clientId,
      clientSecret,
      redirectUri,
      timeoutMs: 5_000,
      ...overrides,
    }),
    consent: (sample) => {
      const code = issue('code');
      codes.set(code, { sample, redirectUri });
      return code;
    },
    consentNext: (sample) => void (nextConsent = sample),
    script: (prefix, ...scripted) => faults.push(...scripted.map((fault) => ({ prefix, fault }))),
    requests,
    close: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
