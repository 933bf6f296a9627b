import type { WorkingDay } from '@creneau/contracts';
import { dayClock, instantOfWallTime, minutesOfClock, weekDayOf, type LocalDay } from './zoned-time.util';

export interface DayGrid {
  /** Working periods of the day as instants, lunch removed. */
  periods: { start: number; end: number }[];
  lunch: { start: number; end: number } | null;
  starts: number[];
}

function dayOf(hours: readonly WorkingDay[], weekDay: number): WorkingDay | undefined {
  return hours.find((day) => day.weekDay === weekDay);
}

/**
 * Candidate starts of one local day, stepped on the wall clock (09:00, 09:40…) so they read the same
 * every day. A wall time in the spring gap does not exist and is skipped; one in the autumn overlap
 * exists twice and is offered once, at its first occurrence.
 */
export function dayGrid(
  day: LocalDay,
  hours: readonly WorkingDay[],
  timeZone: string,
  stepMinutes: number,
  durationMinutes: number,
): DayGrid {
  const settings = dayOf(hours, weekDayOf(day));
  if (!settings?.worked) return { periods: [], lunch: null, starts: [] };
  const clock = dayClock(day, timeZone);
  const at = (minutes: number) => clock(minutes)[0] ?? instantOfWallTime({ ...day, minutes }, timeZone);
  const workStart = minutesOfClock(settings.workStartHour);
  const workEnd = minutesOfClock(settings.workEndHour);
  const spans = (
    settings.lunchBreakEnabled
      ? [
          [workStart, Math.min(workEnd, minutesOfClock(settings.lunchBreakStartHour))],
          [Math.max(workStart, minutesOfClock(settings.lunchBreakEndHour)), workEnd],
        ]
      : [[workStart, workEnd]]
  ).filter(([from, to]) => from < to);
  const periods = spans.map(([from, to]) => ({ start: at(from), end: at(to) }));
  const lunch = settings.lunchBreakEnabled
    ? { start: at(minutesOfClock(settings.lunchBreakStartHour)), end: at(minutesOfClock(settings.lunchBreakEndHour)) }
    : null;
  const starts: number[] = [];
  for (const [index, [from, to]] of spans.entries()) {
    for (let minutes = from; minutes < to; minutes += stepMinutes) {
      const [instant] = clock(minutes);
      if (instant !== undefined && instant + durationMinutes * 60_000 <= periods[index].end) starts.push(instant);
    }
  }
  return { periods, lunch, starts };
}
