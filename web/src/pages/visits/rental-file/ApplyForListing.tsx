import { RENTAL_FILE_ROUTES, type BookingPage, type VisitorRentalApplication } from '@creneau/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/forms/FormMessages';
import { useAction } from '../../../components/forms/useAction';
import { postJson } from '../../../session/api';
import { useApiGet } from '../../../session/useApiGet';
import { bookingPagePath } from '../../booking/booking-api';
import { titleOf } from '../../booking/format';

interface ApplyForListingProps {
  listingId: string;
  /** Whether the file has someone in it: an empty file is started first, then sent. */
  ready: boolean;
  onSent: () => void;
}

/**
 * The visitor came from a listing ("Apply with my file"): which listing, and one button that shares the
 * file with its agency. Whether they may (visited, or the agency takes files before) is the API's rule.
 */
export function ApplyForListing({ listingId, ready, onSent }: ApplyForListingProps) {
  const { t, i18n } = useTranslation(['web', 'global']);
  const id = useId();
  const page = useApiGet<BookingPage>(bookingPagePath(listingId, i18n.language));
  const listing = page.data?.listings[0];
  const [sent, setSent] = useState<string>();
  const apply = useAction(async () => {
    const application = await postJson<VisitorRentalApplication>(RENTAL_FILE_ROUTES.applications, { listingId });
    setSent(t('rentalFile.applications.sent', { agency: application.agencyName }));
    onSent();
  });
  if (page.error) return <FormAlert>{t('rentalFile.applyHere.unavailable')}</FormAlert>;
  if (!listing || !page.data) return null;
  const title = titleOf(listing, i18n.language) ?? listing.city ?? '';
  return (
    <section className="card rental-apply" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('rentalFile.applyHere.title')}
      </h2>
      <p className="card__intro">{t('rentalFile.applyHere.intro', { title, agency: page.data.agency.name })}</p>
      {!sent && ready && (
        <button
          type="button"
          className="button button--primary button--large"
          aria-disabled={apply.pending || undefined}
          onClick={() => void apply.run()}
        >
          {apply.pending ? t('rentalFile.applications.sending') : t('rentalFile.applications.apply')}
        </button>
      )}
      {!ready && <p className="field__hint">{t('rentalFile.applyHere.startFirst')}</p>}
      {apply.error && <FormAlert>{t(`global:${apply.error.key}`)}</FormAlert>}
      <FormNotice>{sent}</FormNotice>
    </section>
  );
}
