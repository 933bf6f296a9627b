import { askedAfterVisit, askedBeforeVisit, type ApplicantDataPolicy, type AskedItem } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Tells the visitor, in their language, what is asked now and what may be asked after the visit, with
 * the legal basis: both lists come from the policy of the listing's region, as the form's fields do.
 */
export function ApplicantDataNotice({ policy }: { policy: ApplicantDataPolicy }) {
  const { t, i18n } = useTranslation(['web', 'enums']);
  const list = (items: AskedItem[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      items.map((item) => t(`enums:applicantField.${item}`)),
    );
  return (
    <div className="booking-notice" data-region={policy.region}>
      <p>{t('booking.applicantData.now', { fields: list(askedBeforeVisit(policy)) })}</p>
      <p>{t('booking.applicantData.later', { fields: list(askedAfterVisit(policy)) })}</p>
      <p className="booking-notice__basis">
        {t('booking.applicantData.basis', {
          basis: t(`enums:legalBasis.${policy.region}.${policy.transaction}`),
        })}
      </p>
    </div>
  );
}
