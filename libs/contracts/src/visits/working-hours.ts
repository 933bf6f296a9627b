import { WEEK_START, isLanguage } from '../i18n';

/** One week day of an agent's agenda, times as local "HH:MM" in the agency's time zone. */
export interface WorkingDay {
  weekDay: number;
  worked: boolean;
  workStart: string;
  workEnd: string;
  lunchEnabled: boolean;
  lunchStart: string;
  lunchEnd: string;
}

// The spec: Monday to Friday 09:00 to 19:00, lunch 12:00 to 13:00 disabled; weekends not worked.
export const DEFAULT_WORKING_HOURS: readonly WorkingDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({
  weekDay,
  worked: weekDay >= 1 && weekDay <= 5,
  workStart: '09:00',
  workEnd: '19:00',
  lunchEnabled: false,
  lunchStart: '12:00',
  lunchEnd: '13:00',
}));

/** The first day of a calendar week for a language: Monday for fr and nl, Sunday for en (0 = Sunday). */
export function weekStartsOn(language: string | undefined): 0 | 1 {
  return isLanguage(language) ? WEEK_START[language] : WEEK_START.fr;
}

export const TRAVEL_SPEED_KMH = 20;
export const DEFAULT_TRAVEL_MIN_MINUTES = 15;
