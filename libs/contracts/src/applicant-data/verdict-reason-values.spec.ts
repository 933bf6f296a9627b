import { verdictReasonValues } from './verdict-reason-values';

describe('verdictReasonValues', () => {
  it('writes sums as money of the reader, in the currency stored with them', () => {
    expect(verdictReasonValues({ budget: 1200, amount: 1350.5, currency: 'EUR' }, 'fr')).toEqual({
      budget: '1\u202f200\u00a0€',
      amount: '1\u202f350,50\u00a0€',
      currency: 'EUR',
    });
    expect(verdictReasonValues({ budget: 120000, amount: 250000 }, 'nl').budget).toBe('€\u00a0120.000');
    expect(verdictReasonValues({ budget: 120000, amount: 250000, currency: 'GBP' }, 'en').budget).toBe('£120,000');
  });

  it('writes dates out in the reader’s language, the same day in the agency’s time zone', () => {
    const values = { moveInDate: '2027-02-01', availableFrom: '2027-03-15' };
    expect(verdictReasonValues(values, 'fr', 'Europe/Paris')).toEqual({
      moveInDate: '1 février 2027',
      availableFrom: '15 mars 2027',
    });
    expect(verdictReasonValues(values, 'nl', 'Europe/Brussels').moveInDate).toBe('1 februari 2027');
    expect(verdictReasonValues(values, 'en', 'Europe/Brussels').availableFrom).toBe('15 March 2027');
  });

  it('keeps other figures as numbers of the language and a malformed date as it came', () => {
    expect(verdictReasonValues({ occupants: 5, limit: 3, moveInDate: 'soon' }, 'fr')).toEqual({
      occupants: '5',
      limit: '3',
      moveInDate: 'soon',
    });
  });
});
