import { HttpDossierFacileClient } from './http-dossier-facile.client';

const settings = {
  ssoUrl: 'https://sso.dossierfacile.fr/auth/realms/dossier-facile',
  apiUrl: 'https://api.dossierfacile.fr',
  clientId: 'creneau',
  clientSecret: 'secret',
  redirectUri: 'https://visites.example.fr/api/rental-file/dossierfacile/callback',
  timeoutMs: 1000,
};

describe('HttpDossierFacileClient.authorisationUrl', () => {
  it('sends the visitor to the realm’s consent page with our client, redirect URI, state and PKCE challenge', () => {
    const url = new URL(new HttpDossierFacileClient(settings).authorisationUrl('s-1', 'challenge'));

    expect(`${url.origin}${url.pathname}`).toBe(`${settings.ssoUrl}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'creneau',
      redirect_uri: settings.redirectUri,
      response_type: 'code',
      scope: 'openid dfc',
      state: 's-1',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
  });

  it('never puts the client secret in the address', () => {
    expect(new HttpDossierFacileClient(settings).authorisationUrl('s-2')).not.toContain('secret');
  });
});
