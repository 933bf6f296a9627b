import type { BookingPage, FreeSlot } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { useApiGet } from '../../session/useApiGet';
import { addDays, dayAsDate, slotDay, todayIn, windowFor } from './week';

// As far as the line looks, and in as many listings: enough to name a first day without reading every
// listing's agenda (the slots themselves are read when a listing is chosen).
const LOOKAHEAD_DAYS = 14;

function availabilityPath(listingId: string | undefined, window: { from: string; to: string }): string | null {
  return listingId ? `/api/public/listings/${listingId}/availability?${new URLSearchParams(window).toString()}` : null;
}

/**
 * "First available day: Thursday 27 November" over an agent's or an agency's listings: in the server's
 * HTML of the booking page, so a visitor on a slow phone knows at once whether a visit is near.
 */
export function FirstFreeDay({ page }: { page: BookingPage }) {
  const { t, i18n } = useTranslation('pages');
  const today = todayIn(page.timeZone);
  // Whole days, so that the server's read and the browser's have the same address on the same day.
  const window = windowFor(today, addDays(today, LOOKAHEAD_DAYS));
  const [first, second, third] = page.listings;
  const reads = [
    useApiGet<{ slots: FreeSlot[] }>(availabilityPath(first?.id, window)),
    useApiGet<{ slots: FreeSlot[] }>(availabilityPath(second?.id, window)),
    useApiGet<{ slots: FreeSlot[] }>(availabilityPath(third?.id, window)),
  ];
  const loading = reads.some((read, index) => read.loading && page.listings[index]);
  const days = reads
    .flatMap((read) => read.data?.slots ?? [])
    .map(slotDay)
    .filter((day) => day >= today)
    .sort();
  const day =
    days[0] &&
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      dayAsDate(days[0]),
    );
  return (
    // One line kept while it loads: nothing below moves when it is filled.
    <p className="booking-page__lead booking-page__first-day" aria-live="polite">
      {loading ? '\u00a0' : day ? t('book.firstDay', { day }) : t('book.noDay')}
    </p>
  );
}
