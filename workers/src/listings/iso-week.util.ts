import { isoDayAsUtc, zonedDay } from '@creneau/contracts';

/**
 * The ISO 8601 week ("2025-W02") of an instant, on the calendar of a time zone: weeks start on Monday
 * and belong to the year of their Thursday, so the days around New Year fall in the right week.
 */
export function isoWeek(instant: Date, timeZone: string): string {
  const date = new Date(isoDayAsUtc(zonedDay(instant, timeZone)));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}
