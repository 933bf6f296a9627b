import { displayPhone, type BookableListing, type BookedVisit, type BookingPage } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { icsUrl } from './booking-api';
import { googleCalendarUrl } from './calendar-links';
import { addressOf, formatWhen, titleOf, zoneCity } from './format';

// The confirmation replaces a long form: start it at the top, under the sticky toolbar, and focus its title.
function showFromTop(heading: HTMLElement | null): void {
  if (!heading) return;
  window.scrollTo(0, 0);
  heading.focus({ preventScroll: true });
}

interface ConfirmationProps {
  page: BookingPage;
  listing: BookableListing;
  visit: BookedVisit;
}

/** The booked visit: when, where, with whom, and a way to put it in the visitor's calendar. */
export function Confirmation({ page, listing, visit }: ConfirmationProps) {
  const { t, i18n } = useTranslation(['web', 'enums']);
  const title = titleOf(listing, i18n.language) ?? t(`enums:propertyType.${listing.propertyType}`);
  const address = addressOf(listing);
  const withWhom = `${listing.agent.firstName} ${listing.agent.lastName}, ${page.agency.name}`;
  const calendarEvent = {
    title: t('booking.confirmation.eventTitle', { title }),
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    location: address,
    details: t('booking.confirmation.eventDetails', { with: withWhom }),
  };
  return (
    <section className="booking-done card" aria-labelledby="booking-done-title">
      <h1 id="booking-done-title" className="card__title card__title--page" tabIndex={-1} ref={showFromTop}>
        {t('booking.confirmation.title')}
      </h1>
      <p className="card__intro">{t('booking.confirmation.lead')}</p>
      <dl className="visit-summary">
        <dt>{t('visitLink.listing')}</dt>
        <dd>{title}</dd>
        <dt>{t('visitLink.when')}</dt>
        <dd>
          {formatWhen(visit.startsAt, page.timeZone, i18n.language)}
          <span className="booking-done__zone">
            {' '}
            ({t('booking.slots.zone', { city: zoneCity(page.timeZone, t('booking.cities', { returnObjects: true })) })})
          </span>
        </dd>
        {address && (
          <>
            <dt>{t('visitLink.where')}</dt>
            <dd>{address}</dd>
          </>
        )}
        <dt>{t('visitLink.with')}</dt>
        <dd>
          {withWhom}
          {page.agency.phone && (
            <>
              {' · '}
              <a href={`tel:${page.agency.phone.replace(/\s/g, '')}`}>{displayPhone(page.agency.phone)}</a>
            </>
          )}
        </dd>
      </dl>
      <div className="booking-done__actions">
        <a className="button button--primary button--large" href={icsUrl(visit)} download>
          {t('booking.confirmation.ics')}
        </a>
        <a
          className="button button--secondary button--large"
          href={googleCalendarUrl(calendarEvent)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('booking.confirmation.google')}
        </a>
      </div>
    </section>
  );
}
