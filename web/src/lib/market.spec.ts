import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TIME_ZONE, marketOf } from './market';

describe('marketOf', () => {
  it('gives the Belgian variant to Europe/Brussels only', () => {
    expect(marketOf('Europe/Brussels')).toBe('be');
    expect(marketOf('Europe/Paris')).toBe('fr');
    expect(marketOf('Europe/Amsterdam')).toBe('fr');
    expect(marketOf('America/Montreal')).toBe('fr');
  });

  it('falls back on Paris when detection fails', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Paris');
  });
});
