import { existsOnCalendar, parseInstant } from './instant.util';

describe('parseInstant', () => {
  it('reads instants in UTC or with an offset, to the minute, second or millisecond', () => {
    expect(parseInstant('2027-03-01T09:00+01:00')).toBe(Date.parse('2027-03-01T08:00:00Z'));
    expect(parseInstant('2027-03-01T08:00:30.250Z')).toBe(Date.parse('2027-03-01T08:00:30.250Z'));
  });

  it('refuses dates and times that do not exist rather than rolling them over', () => {
    for (const impossible of [
      '2027-02-30T09:00:00+01:00',
      '2027-02-29T09:00:00Z',
      '2027-04-31T09:00:00Z',
      '2027-13-01T09:00:00Z',
      '2027-00-10T09:00:00Z',
      '2027-03-01T24:00:00Z',
      '2027-03-01T09:60:00Z',
      '2027-03-01T09:00:60Z',
      '2027-03-01T09:00:00+15:00',
    ]) {
      expect([impossible, parseInstant(impossible)]).toEqual([impossible, null]);
    }
  });

  it('keeps 29 February of leap years and refuses other shapes', () => {
    expect(parseInstant('2028-02-29T09:00:00Z')).toBe(Date.parse('2028-02-29T09:00:00Z'));
    expect(parseInstant('2027-03-01')).toBeNull();
    expect(parseInstant('March 1, 2027')).toBeNull();
    expect(parseInstant(1_800_000_000_000)).toBeNull();
  });
});

describe('existsOnCalendar', () => {
  it('checks the fields of the looser ISO 8601 forms list filters take (date only, offset without colon)', () => {
    expect(existsOnCalendar('2027-02-28')).toBe(true);
    expect(existsOnCalendar('2027-02-30')).toBe(false);
    expect(existsOnCalendar('2027-03-01T09:00:00.123456+0100')).toBe(true);
    expect(existsOnCalendar('2027-03-01T25:00')).toBe(false);
    expect(existsOnCalendar('2027-03-01T09:00+1600')).toBe(false);
  });
});
