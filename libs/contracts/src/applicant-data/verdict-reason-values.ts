import { intlLocale } from '../i18n';

// The figures a rule compares (verdict-rules.ts): sums of money and calendar dates.
const MONEY = new Set(['budget', 'amount']);
const DATES = new Set(['moveInDate', 'availableFrom']);

function money(value: number, currency: string, locale: string): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(value);
}

function day(value: string, locale: string, timeZone: string): string {
  // A calendar date ("2027-02-01"), read at noon so that no European time zone moves it to another day.
  const date = new Date(`${value}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}

/**
 * A verdict reason's values as its sentence shows them to a reader of `language`: sums as money in the
 * listing's currency (stored with them; the euro when an older reason has none), dates written out in
 * the agency's time zone, other figures as numbers of that language.
 */
export function verdictReasonValues(
  values: Record<string, string | number | boolean | null> | undefined,
  language: string,
  timeZone = 'Europe/Paris',
): Record<string, string> {
  const locale = intlLocale(language);
  const currency = typeof values?.currency === 'string' ? values.currency : 'EUR';
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (typeof value === 'number' && MONEY.has(key)) shown[key] = money(value, currency, locale);
    else if (typeof value === 'string' && DATES.has(key)) shown[key] = day(value, locale, timeZone);
    else if (typeof value === 'number') shown[key] = new Intl.NumberFormat(locale).format(value);
    else shown[key] = String(value ?? '');
  }
  return shown;
}
