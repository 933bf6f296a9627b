import { naturalWhen, visitWhen } from './visit-when.util';

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

describe('naturalWhen', () => {
  const evening = new Date('2027-03-27T17:00:00Z'); // Saturday 18:00 in Paris, the eve of the change of clocks
  it('says today and tomorrow as people do, in each language', () => {
    const tomorrow = new Date('2027-03-28T15:30:00Z'); // Sunday 17:30 summer time
    expect(naturalWhen(tomorrow, 'Europe/Paris', 'fr', evening)).toBe('demain à 17:30');
    expect(naturalWhen(tomorrow, 'Europe/Brussels', 'nl', evening)).toBe('morgen om 17.30');
    expect(naturalWhen(tomorrow, 'Europe/Brussels', 'en', evening)).toBe('tomorrow at 17:30');
    expect(naturalWhen(new Date('2027-03-27T19:00:00Z'), 'Europe/Paris', 'fr', evening)).toBe('aujourd’hui à 20:00');
  });
  it('gives the day when it is further away', () => {
    const later = new Date('2027-03-30T07:00:00Z');
    expect(naturalWhen(later, 'Europe/Paris', 'fr', evening)).toBe('le mar. 30 mars à 09:00');
    expect(naturalWhen(later, 'Europe/Brussels', 'nl', evening)).toBe('di 30 mrt om 09.00');
    expect(naturalWhen(later, 'Europe/Brussels', 'en', evening)).toBe('on Tue 30 Mar at 09:00');
  });
});
