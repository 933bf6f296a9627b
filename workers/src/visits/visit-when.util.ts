import { intlLocale } from '@creneau/contracts';

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
