import { describe, expect, it } from '@jest/globals';
import { pickLanguage, toLanguage, weekStartOf } from './language';

const noHints = { query: null, stored: null, browser: [] };

describe('pickLanguage', () => {
  it('prefers the ?lang= query parameter over everything else', () => {
    expect(pickLanguage({ query: 'en', stored: 'nl', browser: ['fr-FR'] })).toBe('en');
  });

  it('uses the stored choice when the query parameter is missing or unsupported', () => {
    expect(pickLanguage({ ...noHints, query: 'de', stored: 'nl' })).toBe('nl');
  });

  it('takes the first supported browser language, ignoring the region', () => {
    expect(pickLanguage({ ...noHints, browser: ['de-DE', 'nl-BE', 'en-US'] })).toBe('nl');
  });

  it('falls back to French when nothing is supported', () => {
    expect(pickLanguage({ query: 'es', stored: 'xx', browser: ['de'] })).toBe('fr');
    expect(pickLanguage(noHints)).toBe('fr');
  });
});

describe('toLanguage', () => {
  it('accepts upper case and underscores', () => {
    expect(toLanguage('NL')).toBe('nl');
    expect(toLanguage('en_GB')).toBe('en');
  });

  it('rejects empty and unknown tags', () => {
    expect(toLanguage('')).toBeUndefined();
    expect(toLanguage(null)).toBeUndefined();
    expect(toLanguage('frr')).toBeUndefined();
  });
});

describe('weekStartOf', () => {
  it('starts the week on Monday in French and Dutch, on Sunday in English', () => {
    expect(weekStartOf('fr')).toBe(1);
    expect(weekStartOf('nl-BE')).toBe(1);
    expect(weekStartOf('en')).toBe(0);
  });

  it('uses the French week for an unsupported language', () => {
    expect(weekStartOf('de')).toBe(1);
  });
});
