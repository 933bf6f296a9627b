import { describe, expect, it } from '@jest/globals';
import { pickLanguage, toLanguage, weekStartOf } from './language';

const noHints = { query: null, stored: null };

describe('pickLanguage', () => {
  it('prefers the ?lang= query parameter over everything else', () => {
    expect(pickLanguage({ query: 'en', stored: 'nl' })).toBe('en');
  });

  it('uses the stored choice when the query parameter is missing or unsupported', () => {
    expect(pickLanguage({ ...noHints, query: 'de', stored: 'nl' })).toBe('nl');
  });

  it('reads a region-qualified or upper-case value as its language', () => {
    expect(pickLanguage({ query: 'NL-be', stored: null })).toBe('nl');
  });

  it('falls back to French when neither source names a supported language', () => {
    expect(pickLanguage({ query: 'es', stored: 'xx' })).toBe('fr');
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
