import { describe, expect, it } from '@jest/globals';
import { formatInZone, intlLocale } from './agency-time';

describe('formatInZone', () => {
  const instant = '2027-01-12T13:05:00Z';

  it("shows the agency's wall clock, whatever the zone of the browser", () => {
    expect(formatInZone(instant, 'Europe/Paris', 'fr', 'time')).toBe('14:05');
    expect(formatInZone(instant, 'America/New_York', 'fr', 'time')).toBe('08:05');
    expect(formatInZone('2027-07-06T07:30:00Z', 'Europe/Brussels', 'nl', 'time')).toBe('09:30');
  });

  it("writes the date in the reader's language", () => {
    expect(formatInZone(instant, 'Europe/Paris', 'fr', 'dateTime')).toBe('12/01/2027 14:05');
    expect(formatInZone(instant, 'Europe/Paris', 'en', 'dateTime')).toBe('12/01/2027, 14:05');
    expect(formatInZone(instant, 'Europe/Paris', 'fr', 'visit')).toBe('mar. 12 janv., 14:05');
    expect(formatInZone(instant, 'Europe/Brussels', 'nl', 'visit')).toBe('di 12 jan, 14:05');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatInZone('not a date', 'Europe/Paris', 'fr')).toBe('');
  });
});

describe('intlLocale', () => {
  it('falls back to French', () => {
    expect(intlLocale('nl')).toBe('nl-BE');
    expect(intlLocale('de')).toBe('fr-FR');
  });
});
