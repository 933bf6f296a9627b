import type { BookingPage } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirstFreeDay } from './FirstFreeDay';
import { ListingSummary } from './ListingSummary';
import { titleOf } from './format';

/** For an agent's or an agency's slug: the listings they show, one to pick before the slots. */
export function ListingChoice({ page }: { page: BookingPage }) {
  const { t, i18n } = useTranslation(['web', 'enums']);
  const who = page.agent ? `${page.agent.firstName} ${page.agent.lastName}` : page.agency.name;
  return (
    <div className="booking-page">
      <header className="booking-page__header">
        <p className="booking-page__kicker">{page.agent ? page.agency.name : t('publicProfile.agencyKicker')}</p>
        <h1 className="booking-page__title">{t('publicProfile.bookWithAgent', { name: who })}</h1>
        <p className="booking-page__lead">
          {t('publicProfile.listingsCount', { count: page.listings.length })} · {t('booking.chooseLead')}
        </p>
        <FirstFreeDay page={page} />
      </header>
      <ul className="booking-choice" role="list">
        {page.listings.map((listing, index) => (
          <li key={listing.id}>
            <ListingSummary listing={listing} agency={page.agency} heading="h2" first={index === 0}>
              <Link
                className="button button--primary button--large button--wide"
                to={`?listing=${listing.id}`}
                aria-label={t('publicProfile.card.bookLabel', {
                  title: titleOf(listing, i18n.language) ?? t(`enums:propertyType.${listing.propertyType}`),
                })}
              >
                {t('publicProfile.card.book')}
              </Link>
            </ListingSummary>
          </li>
        ))}
      </ul>
    </div>
  );
}
