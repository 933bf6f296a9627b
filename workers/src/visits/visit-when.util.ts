import { intlLocale, zonedParts } from '@creneau/contracts';

// Building an Intl formatter costs far more than using one: one per language and zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A short date and time in the agency's zone and the agent's language: "mar. 14 janv., 14:00". */
export function visitWhen(startsAt: Date, timeZone: string, language: string): string {
  const locale = intlLocale(language);
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(startsAt);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayOf(instant: Date, timeZone: string, language: string): string {
  const locale = intlLocale(language);
  const key = `${locale}|${timeZone}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
    dayFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** The calendar day of an instant on the zone's clock, as a number of days, for "today" and "tomorrow". */
function dayNumber(instant: Date, timeZone: string): number {
  const { year, month, day } = zonedParts(instant.getTime(), timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * The day and time as a text read at once says them, with its own preposition, so a sentence reads
 * "visite demain à 17:30", "bezoek morgen om 17.30", "viewing on Tue 12 Jan at 17:30". For SMS: an
 * e-mail may be read another day, so e-mails keep the date (visitWhen).
 */
export function naturalWhen(startsAt: Date, timeZone: string, language: string, now = new Date()): string {
  const { hour, minute } = zonedParts(startsAt.getTime(), timeZone);
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  const days = dayNumber(startsAt, timeZone) - dayNumber(now, timeZone);
  const date = dayOf(startsAt, timeZone, language);
  switch (language) {
    case 'nl':
      return `${days === 0 ? 'vandaag' : days === 1 ? 'morgen' : date} om ${hh}.${mm}`;
    case 'en':
      return `${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${date}`} at ${hh}:${mm}`;
    default:
      return `${days === 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `le ${date}`} à ${hh}:${mm}`;
  }
}
