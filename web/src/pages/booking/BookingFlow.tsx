import type { BookableListing, BookedVisit, BookingPage, FreeSlot } from '@creneau/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { weekStartOf } from '../../i18n/language';
import { ListingSummary } from './ListingSummary';
import { SlotPicker } from './SlotPicker';
import { useWeekSlots } from './useWeekSlots';
import { todayIn } from './week';
import { VisitForm } from './VisitForm';
import { PageLoader } from '../../components/PageLoader';
import { withLoadTimeout } from '../../app/lazy-page';
import { applyPath } from '../visits/rental-file/apply-link';

// The confirmation (with libphonenumber, for the agency's number) is not part of the page's first load: it
// is fetched once a slot is chosen, while the visitor fills the form.
const loadConfirmation = () => withLoadTimeout(import('./Confirmation'));
const Confirmation = lazy(async () => ({ default: (await loadConfirmation()).Confirmation }));

/** One listing: a slot, the visitor's details, then the confirmation. */
export function BookingFlow({ page, listing }: { page: BookingPage; listing: BookableListing }) {
  const { t, i18n } = useTranslation('web');
  // A waiting-list offer's link names the freed start: chosen for the visitor once its week is read.
  const [search] = useSearchParams();
  // The rule of the page's language as it is now: switching language moves the week's first day.
  const week = useWeekSlots(listing.id, page.timeZone, weekStartOf(i18n.language), search.get('offer'));
  const [slot, setSlot] = useState<FreeSlot | null>(null);
  const [visit, setVisit] = useState<BookedVisit | null>(null);
  const offered = search.get('offer') ? Date.parse(search.get('start') ?? '') : NaN;
  const { days, slotsOn, loading } = week;
  useEffect(() => {
    if (slot || Number.isNaN(offered) || loading) return;
    // The offered start may fall in a later week than the one shown: the first read covers five weeks.
    const offeredDay = todayIn(page.timeZone, new Date(offered));
    const found = slotsOn(offeredDay).find(({ startsAt }) => Date.parse(startsAt) === offered);
    if (found) setSlot(found);
    // slotsOn changes with what was read, which `loading` and `days` already say.
  }, [offered, loading, days, slot]);

  useEffect(() => {
    if (slot) void loadConfirmation().catch(() => undefined);
  }, [slot]);

  if (visit) {
    return (
      <div className="booking-page">
        <Suspense fallback={<PageLoader />}>
          <Confirmation page={page} listing={listing} visit={visit} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="booking-page">
      {page.kind !== 'listing' && (
        <Link className="booking-page__back" to="?">
          {t('booking.otherListing')}
        </Link>
      )}
      <ListingSummary listing={listing} agency={page.agency} heading="h1" />
      {/* Before the visit only where the agency takes files then; otherwise the visitor area offers it after. */}
      {listing.transaction === 'rent' && page.agency.applicationsBeforeVisit && (
        <Link className="button button--secondary booking-page__apply" to={applyPath(listing.id)}>
          {t('rentalFile.applyHere.action')}
        </Link>
      )}
      <SlotPicker week={week} timeZone={page.timeZone} chosen={slot} onChoose={setSlot} />
      {slot && (
        <VisitForm
          listing={listing}
          slot={slot}
          timeZone={page.timeZone}
          onBooked={setVisit}
          onTaken={week.reload}
          onChoose={setSlot}
        />
      )}
    </div>
  );
}
