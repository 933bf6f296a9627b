import type { FreeSlot } from '@creneau/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../session/api';
import { fetchSlots } from './booking-api';
import { addDays, slotDay, todayIn, weekDays, weekStartOfDay, windowFor, type IsoDay } from './week';

// The first read looks five weeks ahead, so that a visitor opening the page on a full or closed week
// lands on the first week with a free slot, in one request.
const FIRST_LOOK_WEEKS = 5;

interface Loaded {
  days: ReadonlySet<IsoDay>;
  slots: ReadonlyMap<IsoDay, FreeSlot[]>;
}

const EMPTY: Loaded = { days: new Set(), slots: new Map() };

function merge(loaded: Loaded, days: IsoDay[], slots: FreeSlot[]): Loaded {
  const byDay = new Map(loaded.slots);
  for (const day of days) byDay.set(day, []);
  for (const slot of slots) byDay.get(slotDay(slot))?.push(slot);
  return { days: new Set([...loaded.days, ...days]), slots: byDay };
}

function span(first: IsoDay, weeks: number): IsoDay[] {
  return Array.from({ length: weeks * 7 }, (_, index) => addDays(first, index));
}

/**
 * The free slots of a listing week by week, days of the agency's time zone, keeping the weeks read.
 * With a waiting-list offer's token, the start offered is among them even inside the minimum notice.
 */
export function useWeekSlots(listingId: string, timeZone: string, weekStartsOn: 0 | 1, offer: string | null = null) {
  const thisWeek = weekStartOfDay(todayIn(timeZone), weekStartsOn);
  // The day looked at: a language with another first weekday moves the week around it.
  const [anchor, setAnchor] = useState<IsoDay | null>(null);
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [error, setError] = useState<ApiError | null>(null);
  const [reloads, setReloads] = useState(0);
  const weekStart = weekStartOfDay(anchor ?? thisWeek, weekStartsOn);
  const days = weekDays(weekStart);
  const missing = anchor === null || days.some((day) => !loaded.days.has(day));

  useEffect(() => {
    if (!missing) return;
    let live = true;
    const wanted = span(weekStart, anchor === null ? FIRST_LOOK_WEEKS : 1);
    setError(null);
    fetchSlots(listingId, windowFor(wanted[0], addDays(wanted[wanted.length - 1], 1)), offer).then(
      (slots) => {
        if (!live) return;
        setLoaded((current) => merge(current, wanted, slots));
        if (anchor === null) setAnchor(slots.map(slotDay).find((day) => day >= wanted[0]) ?? weekStart);
      },
      (caught: unknown) => {
        if (live) setError(toApiError(caught));
      },
    );
    return () => {
      live = false;
    };
  }, [listingId, weekStart, anchor, missing, reloads, offer]);

  /** Forgets what was read (a slot was just taken) and reads the week shown again. */
  const reload = useCallback(() => {
    setLoaded(EMPTY);
    setReloads((count) => count + 1);
  }, []);
  return {
    weekStart,
    days,
    slotsOn: (day: IsoDay) => loaded.slots.get(day) ?? [],
    loading: missing && !error,
    error,
    canGoBack: weekStart > thisWeek,
    previous: () => setAnchor(addDays(weekStart, -7)),
    next: () => setAnchor(addDays(weekStart, 7)),
    reload,
  };
}
