import { describe, expect, it } from '@jest/globals';
import { agencyDayKey, startOfAgencyDay } from './agency-day';

const at = (iso: string) => new Date(iso).getTime();
const iso = (instant: number) => new Date(instant).toISOString();

describe('startOfAgencyDay', () => {
  it("starts the day at the agency's midnight, not the browser's", () => {
    expect(iso(startOfAgencyDay(at('2027-01-12T23:30:00Z'), 'Europe/Paris'))).toBe('2027-01-12T23:00:00.000Z');
    expect(iso(startOfAgencyDay(at('2027-01-12T23:30:00Z'), 'Europe/Paris', -1))).toBe('2027-01-11T23:00:00.000Z');
    expect(iso(startOfAgencyDay(at('2027-07-06T12:00:00Z'), 'Europe/Brussels'))).toBe('2027-07-05T22:00:00.000Z');
  });

  it('counts the days a clock change shortens or lengthens', () => {
    const spring = startOfAgencyDay(at('2027-03-28T10:00:00Z'), 'Europe/Paris');
    expect(iso(spring)).toBe('2027-03-27T23:00:00.000Z');
    expect(iso(startOfAgencyDay(spring, 'Europe/Paris', 1))).toBe('2027-03-28T22:00:00.000Z');
    const autumn = startOfAgencyDay(at('2027-10-31T10:00:00Z'), 'Europe/Paris');
    expect(iso(autumn)).toBe('2027-10-30T22:00:00.000Z');
    expect(iso(startOfAgencyDay(autumn, 'Europe/Paris', 1))).toBe('2027-10-31T23:00:00.000Z');
  });
});

describe('agencyDayKey', () => {
  it("names the agency's calendar day", () => {
    expect(agencyDayKey(at('2027-01-12T23:30:00Z'), 'Europe/Paris')).toBe('2027-01-13');
    expect(agencyDayKey(at('2027-01-12T22:30:00Z'), 'Europe/Paris')).toBe('2027-01-12');
  });
});
