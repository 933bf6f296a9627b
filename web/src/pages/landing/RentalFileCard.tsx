import { useTranslation } from 'react-i18next';
import type { Market } from '../../lib/market';

// The categories a real file lists for a tenant (contracts: RENTAL_DOCUMENT_LISTS): décret n° 2015-1437's in
// France, Brussels' (art. 200ter) in Belgium; one still missing, as the visitor's editor would say.
const DOCUMENTS = {
  fr: [
    ['identity', true],
    ['address', true],
    ['professional', true],
    ['resources', false],
  ],
  be: [
    ['identity', true],
    ['civilStatus', true],
    ['resources', false],
  ],
} as const;

/**
 * Marketing only: a sample rental file with sample data, in the words a real file uses (the visitor's
 * editor and the agent's view): the main tenant, the situation's and guarantor's labels, documents by
 * category, added or missing, and what is missing in plain words.
 */
export function RentalFileCard({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  // i18next's context: `guarantor_be` where Belgium says it otherwise, `guarantor` for France and the rest.
  const context = market === 'be' ? 'be' : undefined;
  const row = (label: string, value: string) => (
    <div className="rental-card__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="rental-file-title">
      <div className="landing-section__inner landing-split">
        <div>
          <h2 id="rental-file-title" className="landing-section__title">
            {t('rentalFile.title')}
          </h2>
          <p className="landing-section__text">{t('rentalFile.text')}</p>
        </div>
        <article className="rental-card" aria-label={t('rentalFile.cardLabel')}>
          <header className="rental-card__header">
            <span className="rental-card__avatar" aria-hidden="true">
              CL
            </span>
            <p className="rental-card__name">
              {t('rentalFile.name')}
              <span className="rental-card__role">{t('rentalFile.mainTenant')}</span>
            </p>
            <span className="rental-card__sample">{t('rentalFile.sample')}</span>
          </header>
          <dl className="rental-card__facts">
            {row(t('rentalFile.situationLabel'), t('rentalFile.situation'))}
            {row(t('rentalFile.incomeLabel'), t('rentalFile.income'))}
            {row(t('rentalFile.guarantorLabel', { context }), t('rentalFile.guarantor', { context }))}
          </dl>
          <p className="rental-card__documents-title">{t('rentalFile.documentsLabel')}</p>
          <ul className="rental-card__documents">
            {DOCUMENTS[market === 'be' ? 'be' : 'fr'].map(([id, checked]) => (
              <li key={id} className={checked ? 'is-checked' : 'is-missing'}>
                <span className="rental-card__check" aria-hidden="true">
                  {checked ? '✓' : '…'}
                </span>
                <span>{t(`rentalFile.documents.${id}`)}</span>
                <span className="rental-card__status">
                  {checked ? t('rentalFile.checked') : t('rentalFile.missing')}
                </span>
              </li>
            ))}
          </ul>
          <p className="rental-card__summary">{t('rentalFile.summary')}</p>
        </article>
      </div>
    </section>
  );
}
