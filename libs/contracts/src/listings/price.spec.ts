import { formatPrice, PRICE_ERROR } from './price';

// The French locale groups with U+202F and separates the symbol with U+00A0.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatPrice', () => {
  it('formats French style without decimals and with grouping', () => {
    expect(plain(formatPrice(1250))).toBe('1 250 €');
    expect(plain(formatPrice(1250.6, 'EUR'))).toBe('1 251 €');
    expect(plain(formatPrice(350000, '$'))).toBe('350 000 $US');
    expect(plain(formatPrice(980, '£'))).toBe('980 £GB');
    expect(plain(formatPrice(2400, 'CHF'))).toBe('2 400 CHF');
  });

  it('keeps the price on one line with no-break spaces', () => {
    expect(formatPrice(1250)).toBe('1\u202f250\u00a0€');
  });

  it('formats zero, negative and huge amounts', () => {
    expect(plain(formatPrice(0))).toBe('0 €');
    expect(plain(formatPrice(-75))).toBe('-75 €');
    expect(plain(formatPrice(12_345_678_901))).toBe('12 345 678 901 €');
  });

  it('answers PRICE ERR. and reports the symbol and ISO code on failure', () => {
    const reports: unknown[] = [];
    const report = (failure: unknown) => reports.push(failure);

    expect(formatPrice(100, '¥', report)).toBe(PRICE_ERROR);
    expect(formatPrice(Number.NaN, '€', report)).toBe(PRICE_ERROR);
    expect(formatPrice(1e300, '$', report)).toBe(PRICE_ERROR);
    expect(reports).toEqual([
      { symbol: '¥', isoCode: null, amount: 100, reason: 'unknown currency' },
      { symbol: '€', isoCode: 'EUR', amount: Number.NaN, reason: 'not a finite number' },
      { symbol: '$', isoCode: 'USD', amount: 1e300, reason: 'amount out of range' },
    ]);
  });
});
