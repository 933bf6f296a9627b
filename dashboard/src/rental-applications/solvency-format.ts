import { intlLocale } from '../time/agency-time';

/**
 * The income-to-rent ratio as the agent's language writes a number: "2,2" in French and Dutch, "2.2" in
 * English, two decimals at most and none trailing (2.96 stays 2,96: rounded to one it would read 3, the
 * threshold itself).
 */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(ratio);
}

/** An amount in whole units of its currency, as the agent's language writes it. */
export function formatMoney(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    cents / 100,
  );
}
