import { workingDayProblem, type WorkingDayProblem } from '@creneau/contracts';
import type { WorkingDay } from './types';

export type DayProblem = WorkingDayProblem;

/** What is wrong with one week day, checked before saving so the row itself says so: the API's rule. */
export const dayProblem = (day: WorkingDay): DayProblem | null => workingDayProblem(day);

/** The week in display order: Monday first for fr and nl, Sunday first for en. */
export function inWeekOrder(days: readonly WorkingDay[], weekStart: 0 | 1): WorkingDay[] {
  return [...days].sort((a, b) => ((a.weekDay - weekStart + 7) % 7) - ((b.weekDay - weekStart + 7) % 7));
}
