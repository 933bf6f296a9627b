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
