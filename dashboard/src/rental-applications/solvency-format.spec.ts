import { describe, expect, it } from '@jest/globals';
import { formatMoney, formatRatio } from './solvency-format';

describe('the solvency figures', () => {
  it('write the ratio as each language does, without trailing zeros', () => {
    expect(formatRatio(2.2, 'fr')).toBe('2,2');
    expect(formatRatio(2.2, 'nl')).toBe('2,2');
    expect(formatRatio(2.2, 'en')).toBe('2.2');
    expect(formatRatio(2.956, 'fr')).toBe('2,96');
    expect(formatRatio(3, 'fr')).toBe('3');
  });

  it('write amounts in the agent’s language', () => {
    expect(formatMoney(90_000, 'fr')).toBe('900\u00a0€');
    expect(formatMoney(90_000, 'en')).toBe('€900');
  });
});
