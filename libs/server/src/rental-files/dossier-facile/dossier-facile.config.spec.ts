import { loadConfig } from '../../config/env.util';
import { dossierFacileConfigProblems, dossierFacileEnvSchema, dossierFacileSettings } from './dossier-facile.config';

const full = {
  DOSSIERFACILE_SSO_URL: 'https://sso.dossierfacile.fr/auth/realms/dossier-facile/',
  DOSSIERFACILE_API_URL: 'https://api.dossierfacile.fr',
  DOSSIERFACILE_CLIENT_ID: 'creneau',
  DOSSIERFACILE_CLIENT_SECRET: 'secret',
  DOSSIERFACILE_REDIRECT_URI: 'https://visites.example.fr/api/rental-file/dossierfacile/callback',
};

describe('DossierFacile configuration', () => {
  it('is off, without a problem, when no variable is set', () => {
    const config = loadConfig(dossierFacileEnvSchema, {});
    expect([dossierFacileConfigProblems(config), dossierFacileSettings(config)]).toEqual([[], null]);
  });

  it('gives the client its settings when all are set', () => {
    const config = loadConfig(dossierFacileEnvSchema, full);
    expect(dossierFacileConfigProblems(config)).toEqual([]);
    expect(dossierFacileSettings(config)).toMatchObject({
      ssoUrl: 'https://sso.dossierfacile.fr/auth/realms/dossier-facile',
      timeoutMs: 15_000,
    });
  });

  it('names the missing and bad variables of a partial configuration', () => {
    const config = loadConfig(dossierFacileEnvSchema, {
      ...full,
      DOSSIERFACILE_CLIENT_SECRET: undefined,
      DOSSIERFACILE_API_URL: 'ftp://api.dossierfacile.fr',
    });
    expect(dossierFacileConfigProblems(config)).toEqual([
      'DOSSIERFACILE_CLIENT_SECRET is required when any DOSSIERFACILE_ variable is set (all or none)',
      'DOSSIERFACILE_API_URL must use https, got "ftp:"',
    ]);
  });
});
