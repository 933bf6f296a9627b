import { describe, expect, it } from '@jest/globals';
import { acceptAllChoices, isServiceAllowed, parseConsent, refuseAllChoices, savedChoices } from './consent-record';

describe('parseConsent', () => {
  it('accepts a record of version 5 with known services', () => {
    expect(parseConsent('{"version":5,"choices":["recaptcha"]}')).toEqual({ version: 5, choices: ['recaptcha'] });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['not an object', '"yes"'],
    ['an array', '[5]'],
    ['another version', '{"version":4,"choices":["recaptcha"]}'],
    ['a version as text', '{"version":"5","choices":[]}'],
    ['no choices', '{"version":5}'],
    ['choices not a list', '{"version":5,"choices":"recaptcha"}'],
    ['an unknown service', '{"version":5,"choices":["recaptcha","facebook_pixel"]}'],
    ['a non-string choice', '{"version":5,"choices":[1]}'],
  ])('discards a record that is %s', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe('choices', () => {
  it('accepts every service, refuses all but the mandatory ones, and keeps mandatory ones on save', () => {
    expect(acceptAllChoices()).toEqual(['recaptcha', 'google_analytics']);
    expect(refuseAllChoices()).toEqual(['recaptcha']);
    expect(savedChoices([])).toEqual(['recaptcha']);
    expect(savedChoices(['google_analytics'])).toEqual(['recaptcha', 'google_analytics']);
  });

  it('allows nothing before a choice, then what was chosen and the mandatory services', () => {
    expect(isServiceAllowed(null, 'recaptcha')).toBe(false);
    expect(isServiceAllowed(null, 'google_analytics')).toBe(false);
    expect(isServiceAllowed(['recaptcha'], 'google_analytics')).toBe(false);
    expect(isServiceAllowed([], 'recaptcha')).toBe(true);
    expect(isServiceAllowed(['recaptcha', 'google_analytics'], 'google_analytics')).toBe(true);
  });
});
