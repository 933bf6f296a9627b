import { DocumentRefusal } from '../document-refusal';
import { MAX_DOCUMENT_BYTES } from '../upload-validation';
import type { DossierFacileClient, DossierFacileTokens } from './dossier-facile.client';
import { dossierFacileSettings, type DossierFacileConfig, type DossierFacileSettings } from './dossier-facile.config';
import { DossierFacileError } from './dossier-facile.errors';
import type { DossierFacileDocumentRef } from './dossier-facile.mapping';
import type { DfcProfile } from './dossier-facile.shapes';
import { readCapped, readJson, statusFailure, transportFailure } from './http-answers';
import { parseDossierFacileProfile } from './parse-profile';

// `dfc` opens the tenant profile; `dfc-documents` the document downloads of the partner API
// (DfcTenantsController's documentation). `openid` makes Keycloak an OpenID Connect sign-in.
const VISITOR_SCOPE = 'openid dfc';
const PARTNER_SCOPE = 'dfc dfc-documents';
// A partner token is renewed this long before it expires, so none expires between check and use.
const RENEW_BEFORE_MS = 30_000;

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

function tokenAnswer(body: unknown): TokenAnswer {
  const json = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof json.access_token !== 'string' || typeof json.expires_in !== 'number') {
    throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', 'DossierFacile’s token answer lacks a token');
  }
  return json as unknown as TokenAnswer;
}

/** DossierFacile Connect over HTTP with the platform's fetch: Keycloak's OAuth 2 endpoints and the DFC API. */
export class HttpDossierFacileClient implements DossierFacileClient {
  private partnerToken: Promise<{ token: string; expiresAt: number }> | null = null;

  constructor(
    private readonly settings: DossierFacileSettings,
    private readonly now: () => number = Date.now,
  ) {}

  authorisationUrl(state: string, codeChallenge?: string): string {
    const url = new URL(`${this.settings.ssoUrl}/protocol/openid-connect/auth`);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', this.settings.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', VISITOR_SCOPE);
    url.searchParams.set('state', state);
    if (codeChallenge) {
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return url.toString();
  }

  async exchangeCode(code: string, codeVerifier?: string): Promise<DossierFacileTokens> {
    const answer = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: new Date(this.now() + answer.expires_in * 1000),
    };
  }

  async fetchProfile(accessToken: string): Promise<DfcProfile> {
    const what = 'the tenant profile';
    const response = await this.call(`${this.settings.apiUrl}/dfc/tenant/profile`, what, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    return parseDossierFacileProfile(await this.read(() => readJson(response, what), what));
  }

  async downloadDocument(ref: DossierFacileDocumentRef, accessToken: string): Promise<Buffer> {
    const what = 'a document download';
    const { url, bearer } =
      'token' in ref
        ? {
            url: `${this.settings.apiUrl}/dfc/api/v1/tenants/${ref.tenantId}/documents/${encodeURIComponent(ref.token)}`,
            bearer: await this.partnerBearer(),
          }
        : { url: this.onDossierFacile(ref.url), bearer: accessToken };
    const response = await this.call(url, what, { headers: { authorization: `Bearer ${bearer}` } });
    return this.read(
      () =>
        readCapped(response, MAX_DOCUMENT_BYTES, (bytes) => {
          throw new DocumentRefusal('DOCUMENT_TOO_LARGE', 'Documents are limited to 20 MB', {
            bytes,
            maxBytes: MAX_DOCUMENT_BYTES,
          });
        }),
      what,
    );
  }

  // The visitor's token is sent only to DossierFacile's own API: a profile naming another host (or a
  // private address) gets no token and no request from us.
  private onDossierFacile(url: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', 'A document URL of the profile is not a URL');
    }
    if (parsed.origin !== new URL(this.settings.apiUrl).origin) {
      throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', `A document URL is off DossierFacile's API`);
    }
    return parsed.toString();
  }

  private async partnerBearer(): Promise<string> {
    const cached = this.partnerToken ? await this.partnerToken.catch(() => null) : null;
    if (cached && cached.expiresAt - RENEW_BEFORE_MS > this.now()) return cached.token;
    // One request for concurrent downloads; a failed one is forgotten so the next call tries again.
    this.partnerToken = this.token({ grant_type: 'client_credentials', scope: PARTNER_SCOPE }).then((answer) => ({
      token: answer.access_token,
      expiresAt: this.now() + answer.expires_in * 1000,
    }));
    this.partnerToken.catch(() => (this.partnerToken = null));
    return (await this.partnerToken).token;
  }

  private async token(params: Record<string, string>): Promise<TokenAnswer> {
    const what = 'the token request';
    const response = await this.call(`${this.settings.ssoUrl}/protocol/openid-connect/token`, what, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...params,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
      }).toString(),
      allow400: true,
    });
    const body = await this.read(() => readJson(response, what), what);
    if (response.status === 400) {
      // Keycloak's 400s: invalid_grant (a code expired, used, or for another redirect URI), or our own request.
      const error = (body as { error?: unknown } | null)?.error;
      throw error === 'invalid_grant'
        ? new DossierFacileError('DOSSIERFACILE_GRANT_INVALID', 'DossierFacile refused the authorisation code', 400)
        : statusFailure(400, what);
    }
    return tokenAnswer(body);
  }

  private async call(url: string, what: string, init: RequestInit & { allow400?: boolean }): Promise<Response> {
    const { allow400, ...request } = init;
    let response: Response;
    try {
      // One deadline for the answer and its body: readCapped reads under the same signal.
      response = await fetch(url, {
        ...request,
        redirect: 'error',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw transportFailure(error, what);
    }
    if (response.ok || (allow400 && response.status === 400)) return response;
    await response.body?.cancel().catch(() => undefined);
    throw statusFailure(response.status, what);
  }

  private async read<T>(reading: () => Promise<T>, what: string): Promise<T> {
    try {
      return await reading();
    } catch (error) {
      throw transportFailure(error, what);
    }
  }
}

/** The client this install's environment configures, or null when DossierFacile Connect is off. */
export function createDossierFacileClient(config: DossierFacileConfig): DossierFacileClient | null {
  const settings = dossierFacileSettings(config);
  return settings ? new HttpDossierFacileClient(settings) : null;
}
