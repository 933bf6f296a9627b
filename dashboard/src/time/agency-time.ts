import { intlLocale } from '@creneau/contracts';
// Where a row has no agency (a sign-in link, an ops action), dates read in the product's home zone.
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export { intlLocale };

export type DateStyle = 'date' | 'dateTime' | 'time' | 'visit';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  // "mar. 12 janv., 14:00": a visit's day and hour, as in the toasts and messages.
  visit: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

/** An instant as the agency's wall clock shows it, in the reader's language. */
export function formatInZone(
  instant: string | number | Date,
  timeZone: string,
  language: string,
  style: DateStyle = 'dateTime',
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { ...STYLES[style], timeZone }).format(date);
}
