import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { browserTimeZone, marketOf } from './market';

describe('marketOf', () => {
  it('gives the Belgian variant to Europe/Brussels only', () => {
    expect(marketOf('Europe/Brussels')).toBe('be');
    expect(marketOf('Europe/Paris')).toBe('fr');
    expect(marketOf('Europe/Amsterdam')).toBe('fr');
    expect(marketOf('America/Montreal')).toBe('fr');
  });
});

describe('browserTimeZone', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** An Intl whose formatter resolves to the given zone (undefined: an engine that does not say). */
  function resolvingTo(timeZone: string | undefined) {
    const real = new Intl.DateTimeFormat();
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({
      ...real,
      resolvedOptions: () => ({ ...real.resolvedOptions(), timeZone }) as Intl.ResolvedDateTimeFormatOptions,
    }));
  }

  it("answers the browser's own zone when it gives one", () => {
    resolvingTo('Europe/Brussels');
    expect(browserTimeZone()).toBe('Europe/Brussels');
  });

  it('falls back on Europe/Paris when the engine gives no zone', () => {
    resolvingTo(undefined);
    expect(browserTimeZone()).toBe('Europe/Paris');
    resolvingTo('');
    expect(browserTimeZone()).toBe('Europe/Paris');
  });

  it('falls back on Europe/Paris when Intl throws', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Intl is not available in this engine');
    });
    expect(browserTimeZone()).toBe('Europe/Paris');
  });
});
