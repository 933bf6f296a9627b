import { visitWhen } from './visit-when.util';

describe('visitWhen', () => {
  it("reads the agency's wall time in the agent's language", () => {
    const start = new Date('2027-01-12T13:00:00Z');
    expect(visitWhen(start, 'Europe/Paris', 'fr')).toBe('mar. 12 janv., 14:00');
    expect(visitWhen(start, 'Europe/Brussels', 'nl')).toBe('di 12 jan, 14:00');
    expect(visitWhen(start, 'Europe/Brussels', 'en')).toBe('Tue 12 Jan, 14:00');
  });

  it('follows summer time', () => {
    expect(visitWhen(new Date('2027-07-06T07:30:00Z'), 'Europe/Paris', 'fr')).toBe('mar. 6 juil., 09:30');
  });
});
