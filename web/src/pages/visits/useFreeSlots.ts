import type { AvailabilityAnswer, FreeSlot } from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../session/api';
import { getJson } from '../../session/get-json';

const DAY = 86_400_000;
const FIRST_WINDOW_DAYS = 14;
const NEXT_WINDOW_DAYS = 7;

/**
 * The free starts of a listing (public availability), two weeks first, then a week more on each
 * `more()`. The visit being moved is left out: choosing it would move nothing.
 */
export function useFreeSlots(listingId: string, currentStart: string) {
  const [slots, setSlots] = useState<FreeSlot[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(false);
  const [until, setUntil] = useState(() => Date.now() + FIRST_WINDOW_DAYS * DAY);
  const [from] = useState(() => Date.now());

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setError(null);
    const query = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(until).toISOString() });
    getJson<AvailabilityAnswer>(`/api/public/listings/${listingId}/availability?${query}`, abort.signal).then(
      (answer) => {
        const current = Date.parse(currentStart);
        setSlots(answer.slots.filter((slot) => Date.parse(slot.startsAt) !== current));
        setLoading(false);
      },
      (caught: unknown) => {
        if (abort.signal.aborted) return;
        setError(toApiError(caught));
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [listingId, currentStart, from, until]);

  const more = () => setUntil((value) => value + NEXT_WINDOW_DAYS * DAY);
  return { slots, error, loading, more };
}
