import { describe, expect, it, jest } from '@jest/globals';
import { displayPrice } from './price';

describe('prices in the back office', () => {
  it('are written in the shared format', () => {
    expect(displayPrice(1250, 'EUR').replace(/[\u202f\u00a0]/g, ' ')).toBe('1 250 €');
  });

  it('show PRICE ERR. and report the symbol and ISO code of the currency that failed', () => {
    const errors: unknown[] = [];
    jest.spyOn(console, 'error').mockImplementation((message) => void errors.push(message));
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));

    expect(displayPrice(Number.POSITIVE_INFINITY, 'CHF')).toBe('PRICE ERR.');
    expect(errors).toEqual(['Price format failure: Infinity in CHF (ISO CHF): not a finite number']);
  });
});
