import { intlLocale } from '@creneau/contracts';
/** The Intl locale of a site language: Dutch is read in Belgium, French and English as in France and the UK. */
export { intlLocale };

/** A visit start as the agency states it: its own time zone, whatever the browser's. */
export function formatWhen(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

export function formatDay(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(instant));
}

/** "mar. 24 nov.": a day chip of a slot picker. */
export function formatShortDay(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(instant));
}

export function formatTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** A date and time in the reader's own zone (messages: when they were sent to this person). */
export function formatSent(instant: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** A listing title in the reader's language, else French, else any, else its reference. */
export function localTitle(title: Partial<Record<string, string>>, language: string, fallback: string): string {
  const lang = language.slice(0, 2);
  return title[lang] || title.fr || Object.values(title).find(Boolean) || fallback;
}
