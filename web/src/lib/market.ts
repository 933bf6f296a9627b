import { useSyncExternalStore } from 'react';

export type Market = 'fr' | 'be';

// When the browser cannot tell (old engines, privacy modes), the spec's default time zone applies.
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Visitors in Brussels' time zone see the Belgian variant of the site; everyone else, the French one. */
export function marketOf(timeZone: string): Market {
  return timeZone === 'Europe/Brussels' ? 'be' : 'fr';
}

const unchanging = () => () => {};

// Asked once per page: a new Intl.DateTimeFormat costs milliseconds (tens on a mid-range phone), and
// useMarket's snapshot is read on every render of each component that uses it, twice while hydrating.
let pageMarket: Market | undefined;
const browserMarket = () => (pageMarket ??= marketOf(browserTimeZone()));

/**
 * The server cannot know the visitor's time zone: it renders the French variant, the client hydrates
 * that, then shows the Belgian one in Brussels' time zone.
 */
export function useMarket(): Market {
  return useSyncExternalStore(unchanging, browserMarket, () => 'fr');
}
