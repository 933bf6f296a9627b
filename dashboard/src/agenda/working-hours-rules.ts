import { clockMinutes } from './calendar-days';
import type { WorkingDay } from './types';

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export type DayProblem = 'missing' | 'workOrder' | 'lunchOrder' | 'lunchOutside';

/**
 * What is wrong with one week day, checked before saving so the row itself says so. The API wants both
 * periods in order even on a day off or with the lunch break disabled: they are kept for when it is on.
 */
export function dayProblem(day: WorkingDay): DayProblem | null {
  const clocks = [day.workStart, day.workEnd, day.lunchStart, day.lunchEnd];
  if (!clocks.every((clock) => CLOCK.test(clock))) return 'missing';
  if (clockMinutes(day.workStart) >= clockMinutes(day.workEnd)) return 'workOrder';
  if (clockMinutes(day.lunchStart) >= clockMinutes(day.lunchEnd)) return 'lunchOrder';
  if (!day.worked || !day.lunchEnabled) return null;
  if (
    clockMinutes(day.lunchStart) < clockMinutes(day.workStart) ||
    clockMinutes(day.lunchEnd) > clockMinutes(day.workEnd)
  )
    return 'lunchOutside';
  return null;
}

/** The week in display order: Monday first for fr and nl, Sunday first for en. */
export function inWeekOrder(days: readonly WorkingDay[], weekStart: 0 | 1): WorkingDay[] {
  return [...days].sort((a, b) => ((a.weekDay - weekStart + 7) % 7) - ((b.weekDay - weekStart + 7) % 7));
}
