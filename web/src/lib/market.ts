import { useSyncExternalStore } from 'react';
import { useServerData } from '../ssr/server-data';

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

// Asked once per page: the first Intl.DateTimeFormat loads ICU's data, tens of milliseconds on a mid-range
// phone, and useMarket's snapshot is read on every render of each component that uses it.
let pageMarket: Market | undefined;
const browserMarket = () => (pageMarket ??= marketOf(browserTimeZone()));

// On a server-rendered page the time zone is read after hydration, in a task of its own when the browser is
// idle: read while subscribing, it made hydration's last task that much longer (Lighthouse's Total Blocking
// Time, issue 32).
const listeners = new Set<() => void>();
const idle = (read: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(read, { timeout: 1000 })
    : window.setTimeout(read, 0);

function subscribeAfterHydration(onChange: () => void): () => void {
  listeners.add(onChange);
  if (pageMarket === undefined && listeners.size === 1)
    idle(() => {
      browserMarket();
      for (const listener of listeners) listener();
    });
  return () => listeners.delete(onChange);
}

const marketOnceRead = (): Market => pageMarket ?? 'fr';

/**
 * The server cannot know the visitor's time zone: it renders the French variant, the client hydrates
 * that, then shows the Belgian one in Brussels' time zone.
 */
export function useMarket(): Market {
  const hydrating = useServerData() !== null;
  return useSyncExternalStore(
    hydrating ? subscribeAfterHydration : unchanging,
    hydrating ? marketOnceRead : browserMarket,
    () => 'fr',
  );
}
