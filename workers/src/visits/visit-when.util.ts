const LOCALES: Record<string, string> = { fr: 'fr-FR', nl: 'nl-BE', en: 'en-GB' };

/** A short date and time in the agency's zone and the agent's language: "mar. 14 janv., 14:00". */
export function visitWhen(startsAt: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.fr, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(startsAt);
}
