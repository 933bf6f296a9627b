import { legalContext } from './i18n';

describe('legalContext', () => {
  it('gives Belgian listings and agencies the `_be` words, by country or by region', () => {
    expect([legalContext('BE'), legalContext('BE-VLG'), legalContext('BE-BRU')]).toEqual(['be', 'be', 'be']);
  });

  it('keeps the French words for France and for an unknown place', () => {
    expect([legalContext('FR'), legalContext(null), legalContext(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
