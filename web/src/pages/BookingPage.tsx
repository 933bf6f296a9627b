import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { BookingFlow } from './booking/BookingFlow';
import { ListingChoice } from './booking/ListingChoice';
import { useBookingPage } from './booking/useBookingPage';
import { CenteredCard } from './visits/CenteredCard';
import './booking/booking.css';
import './visit-link/visit-link.css';

/** /book/{slug}: a listing's slots, or first the listings of an agent or an agency, then the booking. */
export function BookingPage() {
  const { t, i18n } = useTranslation(['web', 'global', 'enums']);
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const { page, error } = useBookingPage(slug, i18n.language);
  useDocumentTitle(t('global:pageTitles.booking'));

  if (error) {
    return (
      <CenteredCard>
        <h1 className="card__title card__title--page">{t('booking.unavailableTitle')}</h1>
        <FormAlert>{t(`global:${error.key}`)}</FormAlert>
      </CenteredCard>
    );
  }
  if (!page) return <PageLoader label={t('global:status.loading')} />;
  if (page.listings.length === 0) {
    return (
      <CenteredCard>
        <h1 className="card__title card__title--page">{page.agency.name}</h1>
        <p>{t('publicProfile.noListings')}</p>
      </CenteredCard>
    );
  }
  const listing =
    page.kind === 'listing' ? page.listings[0] : page.listings.find(({ id }) => id === search.get('listing'));
  // A key per listing: another listing starts over, with no slot or answer of the previous one.
  return listing ? <BookingFlow key={listing.id} page={page} listing={listing} /> : <ListingChoice page={page} />;
}
