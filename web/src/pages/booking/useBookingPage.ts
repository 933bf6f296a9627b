import type { BookingPage } from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../session/api';
import { useServerAnswer } from '../../ssr/use-server-answer';
import { bookingPagePath, fetchBookingPage } from './booking-api';

/** What a /book/{slug} shows, read once per slug. */
export function useBookingPage(slug: string, language: string) {
  // A page the server rendered starts from the answer the server read.
  const { first, seeded } = useServerAnswer<BookingPage>(bookingPagePath(slug, language));
  const [state, setState] = useState<{ page: BookingPage | null; error: ApiError | null }>(() =>
    first ? { page: first.data, error: first.error } : { page: null, error: null },
  );
  useEffect(() => {
    if (seeded()) return;
    let live = true;
    setState({ page: null, error: null });
    fetchBookingPage(slug, language).then(
      (page) => live && setState({ page, error: null }),
      (error: unknown) => live && setState({ page: null, error: toApiError(error) }),
    );
    return () => {
      live = false;
    };
    // The language only sets the API's weekStartsOn, which the page recomputes itself: no new read.
  }, [slug]);
  return state;
}
