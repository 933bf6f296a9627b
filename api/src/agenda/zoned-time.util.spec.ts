import { dayClock, instantsOf, localLabel, localTime, nextDay, type LocalDay } from './zoned-time.util';

describe.each(['Europe/Paris', 'Europe/Brussels'])('dayClock in %s', (timeZone) => {
  it('gives the instants instantsOf gives, for every day of a year and every quarter hour', () => {
    const differences: string[] = [];
    for (let day: LocalDay = { year: 2027, month: 1, day: 1 }; day.year === 2027; day = nextDay(day)) {
      const clock = dayClock(day, timeZone);
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const expected = instantsOf({ ...day, minutes }, timeZone);
        if (JSON.stringify(clock(minutes)) !== JSON.stringify(expected)) {
          differences.push(`${day.year}-${day.month}-${day.day} +${minutes}`);
        }
      }
    }

    expect(differences).toEqual([]);
  });

  it('has no instant in the spring gap and two in the autumn overlap', () => {
    expect(dayClock({ year: 2027, month: 3, day: 28 }, timeZone)(150)).toEqual([]);
    expect(dayClock({ year: 2027, month: 10, day: 31 }, timeZone)(150)).toHaveLength(2);
  });
});

describe.each(['Europe/Paris', 'Europe/Brussels', 'Australia/Lord_Howe'])('localTime in %s', (timeZone) => {
  // What Intl says for each instant: the reference the cached offsets must match. Lord Howe moves its
  // clocks by half an hour at 15:30 UTC: an offset cached by the hour would be wrong there.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const intl = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    return { year: parts.year, month: parts.month, day: parts.day, minutes: parts.hour * 60 + parts.minute };
  };

  it('gives the wall time Intl gives, every 11 minutes of a year, across every change of the clocks', () => {
    const differences: string[] = [];
    const from = Date.UTC(2026, 0, 1);
    for (let instant = from; instant < from + 366 * 86_400_000; instant += 11 * 60_000) {
      if (JSON.stringify(localTime(instant, timeZone)) !== JSON.stringify(intl(instant)))
        differences.push(new Date(instant).toISOString());
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

describe('localLabel', () => {
  it('writes both occurrences of an autumn-overlap wall time with their own offset', () => {
    const first = Date.UTC(2027, 9, 31, 0, 30);
    expect(localLabel(first, 'Europe/Paris')).toBe('2027-10-31T02:30+02:00');
    expect(localLabel(first + 3_600_000, 'Europe/Paris')).toBe('2027-10-31T02:30+01:00');
  });
});
