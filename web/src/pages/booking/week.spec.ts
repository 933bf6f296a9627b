import { describe, expect, it } from '@jest/globals';
import { addDays, slotDay, todayIn, weekDays, weekStartOfDay, windowFor } from './week';

describe('booking week arithmetic', () => {
  it('starts the week on Monday or Sunday', () => {
    // 2026-03-29 is a Sunday.
    expect(weekStartOfDay('2026-03-29', 1)).toBe('2026-03-23');
    expect(weekStartOfDay('2026-03-29', 0)).toBe('2026-03-29');
    expect(weekStartOfDay('2026-03-30', 1)).toBe('2026-03-30');
    expect(weekStartOfDay('2026-04-04', 0)).toBe('2026-03-29');
  });

  it('crosses months, years and the DST change as plain days', () => {
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it("reads today and a slot's day in the agency's zone, not the browser's", () => {
    const lateEvening = new Date('2026-03-30T22:30:00Z');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-03-31');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-30');
    expect(slotDay({ local: '2026-03-31T00:30+02:00' })).toBe('2026-03-31');
  });

  it('asks a window wide enough for any zone', () => {
    expect(windowFor('2026-03-30', '2026-04-06')).toEqual({
      from: '2026-03-29T00:00:00.000Z',
      to: '2026-04-07T00:00:00.000Z',
    });
  });
});

describe('today in a time zone on another ICU', () => {
  it('reads the day from the parts of the date, not from a formatted string (whose shape ICU changes)', () => {
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format') as PropertyDescriptor;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get: () => () => '3/31/2026',
    });
    try {
      expect(todayIn('Europe/Paris', new Date(Date.UTC(2026, 2, 30, 22, 30)))).toBe('2026-03-31');
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', format);
    }
  });
});
