import { apiDocsArePublic, loadApiConfig } from './api.config';

const base = { DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('API_DOCS_PUBLIC', () => {
  it('opens the docs to anyone in development and test, to ops staff only in production, unless set', () => {
    const publicIn = (env: Record<string, string>) => apiDocsArePublic(loadApiConfig({ ...base, ...env }));

    expect(publicIn({})).toBe(true);
    expect(publicIn({ NODE_ENV: 'test' })).toBe(true);
    expect(publicIn({ NODE_ENV: 'production' })).toBe(false);
    expect(publicIn({ NODE_ENV: 'production', API_DOCS_PUBLIC: 'true' })).toBe(true);
    expect(publicIn({ NODE_ENV: 'development', API_DOCS_PUBLIC: 'false' })).toBe(false);
  });

  it('names the variable when its value is not a yes or no', () => {
    expect(() => loadApiConfig({ ...base, API_DOCS_PUBLIC: 'maybe' })).toThrow(/API_DOCS_PUBLIC must be true or false/);
  });
});

describe('the contact details of the site', () => {
  it('takes them from the environment', () => {
    const config = loadApiConfig({
      ...base,
      CONTACT_EMAIL: 'bonjour@agence.example',
      CONTACT_PHONE_FR: '+33612345678',
      CONTACT_PHONE_BE: '+32470123456',
    });
    expect([config.CONTACT_EMAIL, config.CONTACT_PHONE_FR, config.CONTACT_PHONE_BE]).toEqual([
      'bonjour@agence.example',
      '+33612345678',
      '+32470123456',
    ]);
  });

  it('refuses a number that is not one, in E.164, and an address that is not one', () => {
    expect(() => loadApiConfig({ ...base, CONTACT_PHONE_FR: '01 99 00 12 34' })).toThrow(/CONTACT_PHONE_FR must be/);
    expect(() => loadApiConfig({ ...base, CONTACT_PHONE_BE: '+3212' })).toThrow(/CONTACT_PHONE_BE must be/);
    expect(() => loadApiConfig({ ...base, CONTACT_EMAIL: 'contact' })).toThrow(/CONTACT_EMAIL must be/);
  });
});

describe('DOSSIERFACILE_', () => {
  it('refuses to start with part of DossierFacile Connect configured, naming what is missing', () => {
    expect(() => loadApiConfig({ ...base, DOSSIERFACILE_CLIENT_ID: 'creneau' })).toThrow(
      /DOSSIERFACILE_CLIENT_SECRET is required when any DOSSIERFACILE_ variable is set/,
    );
    expect(loadApiConfig(base).DOSSIERFACILE_CLIENT_ID).toBeUndefined();
  });
});

describe('KEEP_ALIVE_SECONDS', () => {
  it('keeps idle connections 65 s unless set: past the 60 s of nginx and AWS load balancers', () => {
    expect(loadApiConfig(base).KEEP_ALIVE_SECONDS).toBe(65);
    expect(loadApiConfig({ ...base, KEEP_ALIVE_SECONDS: '620' }).KEEP_ALIVE_SECONDS).toBe(620);
    expect(() => loadApiConfig({ ...base, KEEP_ALIVE_SECONDS: '0' })).toThrow(/KEEP_ALIVE_SECONDS/);
  });
});
