import { isoWeek } from './iso-week.util';

describe('isoWeek', () => {
  it('gives every day from Monday to Sunday the same week', () => {
    const days = ['2025-03-03', '2025-03-05', '2025-03-09'].map((day) => isoWeek(new Date(`${day}T12:00:00Z`), 'UTC'));
    expect(days).toEqual(['2025-W10', '2025-W10', '2025-W10']);
    expect(isoWeek(new Date('2025-03-10T12:00:00Z'), 'UTC')).toBe('2025-W11');
  });

  it.each([
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-30', '2025-W01'],
    ['2026-12-31', '2026-W53'],
  ])('puts %s in %s, the week of its Thursday', (day, week) => {
    expect(isoWeek(new Date(`${day}T12:00:00Z`), 'UTC')).toBe(week);
  });

  it('reads the calendar of the time zone: Sunday 23:30 UTC is already Monday in Paris', () => {
    const instant = new Date('2025-03-09T23:30:00Z');
    expect(isoWeek(instant, 'UTC')).toBe('2025-W10');
    expect(isoWeek(instant, 'Europe/Paris')).toBe('2025-W11');
  });
});

describe('isoWeek on another ICU', () => {
  it('reads the calendar from the parts of the date, not from a formatted string (whose shape ICU changes)', () => {
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format') as PropertyDescriptor;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get: () => () => '3/10/2025',
    });
    try {
      expect(isoWeek(new Date('2025-03-09T23:30:00Z'), 'Europe/Paris')).toBe('2025-W11');
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', format);
    }
  });
});
