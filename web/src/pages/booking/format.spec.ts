import { describe, expect, it } from '@jest/globals';
import en from '../../../../libs/locales/en/web.json';
import fr from '../../../../libs/locales/fr/web.json';
import nl from '../../../../libs/locales/nl/web.json';
import { zoneCity } from './format';

describe('zoneCity', () => {
  it("names the agency's city as each language's catalogue does", () => {
    const names = [fr, nl, en].map((catalogue) => zoneCity('Europe/Brussels', catalogue.booking.cities));

    expect(names).toEqual(['Bruxelles', 'Brussel', 'Brussels']);
    expect(zoneCity('Europe/Paris', nl.booking.cities)).toBe('Parijs');
  });

  it('falls back to the time zone’s own city when the catalogue has none', () => {
    expect(zoneCity('America/Port_of_Spain', nl.booking.cities)).toBe('Port of Spain');
  });
});
