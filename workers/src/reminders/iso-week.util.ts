/**
 * The ISO 8601 week ("2025-W02") of an instant, on the calendar of a time zone: weeks start on Monday
 * and belong to the year of their Thursday, so the days around New Year fall in the right week.
 */
export function isoWeek(instant: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const [year, month, day] = local.format(instant).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}
