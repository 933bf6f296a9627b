import { dayClock, instantsOf, nextDay, type LocalDay } from './zoned-time.util';

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
