import {
  CANDIDATE_STATUS_NAMES,
  RENTAL_FILE_ROUTES,
  type VisitorRentalApplication,
  type VisitorVisit,
} from '@creneau/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/forms/FormMessages';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useAction } from '../../../components/forms/useAction';
import { postJson } from '../../../session/api';
import { useApiGet } from '../../../session/useApiGet';

/** The listings the visitor may send the file to: those of their rental visits, each once. */
function rentalListings(visits: readonly VisitorVisit[], language: string) {
  const seen = new Map<string, string>();
  for (const visit of visits) {
    if (visit.listing.transaction !== 'rent' || seen.has(visit.listing.id)) continue;
    const title = visit.listing.title[language as 'fr'] ?? visit.listing.title.fr ?? visit.listing.reference;
    seen.set(visit.listing.id, `${title} · ${visit.agency.name}`);
  }
  return [...seen].map(([id, label]) => ({ id, label }));
}

/** Sending the file to an agency for a listing, and where each application stands. */
export function RentalApplications({ canApply }: { canApply: boolean }) {
  const { t, i18n } = useTranslation(['web', 'enums', 'global']);
  const id = useId();
  const applications = useApiGet<VisitorRentalApplication[]>(RENTAL_FILE_ROUTES.applications);
  const visits = useApiGet<VisitorVisit[]>('/api/visitor/visits');
  const [listingId, setListingId] = useState('');
  const [sent, setSent] = useState<string>();
  const applied = new Set((applications.data ?? []).map((application) => application.listing.id));
  const listings = rentalListings(visits.data ?? [], i18n.language).filter((listing) => !applied.has(listing.id));
  const apply = useAction(async () => {
    const application = await postJson<VisitorRentalApplication>(RENTAL_FILE_ROUTES.applications, { listingId });
    setSent(t('rentalFile.applications.sent', { agency: application.agencyName }));
    setListingId('');
    applications.reload();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (listingId) void apply.run();
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`} aria-busy={applications.loading}>
      <h2 id={`${id}-title`} className="card__title">
        {t('rentalFile.applications.title')}
      </h2>
      <p className="card__intro">{t('rentalFile.applications.intro')}</p>
      {canApply && listings.length > 0 && (
        <form className="form" noValidate onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-listing`}>
              {t('rentalFile.applications.listing')}
            </label>
            <select
              id={`${id}-listing`}
              className="field__select"
              value={listingId}
              onChange={(event) => setListingId(event.target.value)}
            >
              <option value="">{t('rentalFile.person.choose')}</option>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.label}
                </option>
              ))}
            </select>
          </div>
          {apply.error && <FormAlert>{t(`global:${apply.error.key}`)}</FormAlert>}
          <SubmitButton pending={apply.pending} pendingLabel={t('rentalFile.applications.sending')}>
            {t('rentalFile.applications.apply')}
          </SubmitButton>
        </form>
      )}
      {/* Outside the form: once sent, the listing leaves the choices and the form may go with it. */}
      <FormNotice>{sent}</FormNotice>
      {canApply && listings.length === 0 && !visits.loading && (
        <p className="field__hint">{t('rentalFile.applications.noListing')}</p>
      )}
      {!canApply && <p className="field__hint">{t('rentalFile.applications.startFirst')}</p>}
      {applications.error && <FormAlert>{t(`global:${applications.error.key}`)}</FormAlert>}
      {applications.data?.length === 0 && <p>{t('rentalFile.applications.none')}</p>}
      {applications.data && applications.data.length > 0 && (
        <ul className="rental-applications">
          {applications.data.map((application) => (
            <li key={application.id} className="rental-applications__item">
              <p className="rental-applications__listing">
                {application.listing.title} · {application.agencyName}
              </p>
              <p className={`rental-status rental-status--${CANDIDATE_STATUS_NAMES[application.status].toLowerCase()}`}>
                {t(`rentalFile.applications.status.${CANDIDATE_STATUS_NAMES[application.status]}`)}
              </p>
              {application.refusalReason && (
                <p>
                  {t('rentalFile.applications.reason', {
                    reason: t(`enums:refusalReason.${application.refusalReason}`),
                  })}
                </p>
              )}
              {application.requestedKinds && application.requestedKinds.length > 0 && (
                <div>
                  <p>{t('rentalFile.applications.requested')}</p>
                  <ul>
                    {application.requestedKinds.map((kind) => (
                      <li key={kind}>{t(`enums:rentalDocumentKind.${kind}`, { defaultValue: kind })}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
