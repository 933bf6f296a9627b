import { WEEK_START, isLanguage } from '../i18n';

/**
 * One week day of an agent's agenda (the spec's weekly working-hours entry), times as local "HH:MM" in
 * the agency's time zone. weekDay: 0 = Sunday … 6 = Saturday.
 */
export interface WorkingDay {
  weekDay: number;
  worked: boolean;
  workStartHour: string;
  workEndHour: string;
  lunchBreakStartHour: string;
  lunchBreakEndHour: string;
  lunchBreakEnabled: boolean;
}

// The spec: Monday to Friday 09:00 to 19:00, lunch 12:00 to 13:00 disabled; weekends not worked.
export const DEFAULT_WORKING_HOURS: readonly WorkingDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({
  weekDay,
  worked: weekDay >= 1 && weekDay <= 5,
  workStartHour: '09:00',
  workEndHour: '19:00',
  lunchBreakStartHour: '12:00',
  lunchBreakEndHour: '13:00',
  lunchBreakEnabled: false,
}));

export type WorkingDayProblem = 'missing' | 'workOrder' | 'lunchOrder' | 'lunchOutside';

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * What is wrong with one week day, or null. Both periods must be in order even on a day off or with the
 * lunch break disabled (they are kept for when it is on); an enabled lunch break lies inside the day.
 * The API refuses what this finds, and the settings screen says it on the row before saving.
 */
export function workingDayProblem(day: WorkingDay): WorkingDayProblem | null {
  const clocks = [day.workStartHour, day.workEndHour, day.lunchBreakStartHour, day.lunchBreakEndHour];
  if (!clocks.every((clock) => CLOCK.test(clock))) return 'missing';
  if (minutesOf(day.workStartHour) >= minutesOf(day.workEndHour)) return 'workOrder';
  if (minutesOf(day.lunchBreakStartHour) >= minutesOf(day.lunchBreakEndHour)) return 'lunchOrder';
  if (!day.lunchBreakEnabled) return null;
  const outside =
    minutesOf(day.lunchBreakStartHour) < minutesOf(day.workStartHour) ||
    minutesOf(day.lunchBreakEndHour) > minutesOf(day.workEndHour);
  return outside ? 'lunchOutside' : null;
}

/** The first day of a calendar week for a language: Monday for fr and nl, Sunday for en (0 = Sunday). */
export function weekStartsOn(language: string | undefined): 0 | 1 {
  return isLanguage(language) ? WEEK_START[language] : WEEK_START.fr;
}

export const TRAVEL_SPEED_KMH = 20;
export const DEFAULT_TRAVEL_MIN_MINUTES = 15;
