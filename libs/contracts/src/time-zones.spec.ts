import { addDays, localTimeOn, weekdayOf, zonedDay } from './time-zones';
import { withTimeout } from './with-timeout';

describe('localTimeOn', () => {
  it('counts the evening before across the spring and autumn changes', () => {
    // Monday 29 March 2027 after the change of Sunday 28 March: Sunday 18:00 is already summer time.
    expect(localTimeOn(new Date('2027-03-29T07:00:00Z'), 'Europe/Paris', '18:00', -1).toISOString()).toBe(
      '2027-03-28T16:00:00.000Z',
    );
    // Monday 1 November 2027 after the change of Sunday 31 October: Sunday 18:00 is winter time.
    expect(localTimeOn(new Date('2027-11-01T08:00:00Z'), 'Europe/Brussels', '18:00', -1).toISOString()).toBe(
      '2027-10-31T17:00:00.000Z',
    );
  });

  it('takes the local calendar day, not the UTC one, for a visit just after midnight', () => {
    // 00:30 on 15 January in Paris is 23:30 UTC on the 14th: the evening before is the 14th.
    expect(localTimeOn(new Date('2027-01-14T23:30:00Z'), 'Europe/Paris', '18:00', -1).toISOString()).toBe(
      '2027-01-14T17:00:00.000Z',
    );
  });
});

// Another ICU writes another string (ICU 72 changed en-US; en-CA's date pattern has changed across
// versions): only formatToParts is a contract. This makes every formatted string unreadable.
function withUnreadableFormattedStrings(run: () => void): void {
  const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format') as PropertyDescriptor;
  Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
    configurable: true,
    get: () => () => '1/2/2025, 3:04 PM',
  });
  try {
    run();
  } finally {
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', format);
  }
}

describe('calendar days of a time zone', () => {
  it("reads the zone's day from the parts of the date, whatever a formatted string looks like", () => {
    const lateEvening = Date.UTC(2026, 2, 30, 22, 30);
    withUnreadableFormattedStrings(() => {
      expect(zonedDay(lateEvening, 'Europe/Paris')).toBe('2026-03-31');
      expect(zonedDay(lateEvening, 'America/New_York')).toBe('2026-03-30');
    });
  });

  it('adds days across the clock changes and the year, and names the weekday', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(['2026-03-29', '2026-03-30', '2026-04-04'].map(weekdayOf)).toEqual([0, 1, 6]);
  });
});

describe('withTimeout', () => {
  it('answers with the promise, or fails with the given error when it is late', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 50, () => new Error('late'))).resolves.toBe('ok');
    await expect(withTimeout(new Promise(() => undefined), 10, () => new Error('late'))).rejects.toThrow('late');
  });
});
