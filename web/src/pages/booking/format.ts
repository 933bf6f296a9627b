import { intlLocale, type BookableListing } from '@creneau/contracts';
import { displayPrice } from '../../lib/price';
import { dayAsDate, type IsoDay } from './week';

/** The listing's title in the page's language, else in any other it has. */
export function titleOf(listing: BookableListing, language: string): string | null {
  const titles = listing.title as Record<string, string | undefined>;
  return titles[language] || titles.fr || titles.nl || titles.en || null;
}

export function priceOf(listing: BookableListing): string | null {
  return listing.amount === null ? null : displayPrice(listing.amount, listing.currency);
}

export function addressOf({ address }: BookableListing): string {
  return [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * `Europe/Brussels` → `Bruxelles`, `Brussel` or `Brussels`: the city the visitor knows the time of, named
 * in the page's language where its catalogue names it (`booking.cities`), else as the time zone does.
 */
export function zoneCity(timeZone: string, cities: Readonly<Record<string, string>>): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return cities[city] ?? city;
}

export function formatTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

export function formatWhen(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

export function formatDay(day: IsoDay, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(dayAsDate(day));
}
