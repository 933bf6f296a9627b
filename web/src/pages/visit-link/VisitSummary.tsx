import { useTranslation } from 'react-i18next';
import type { ShortLinkView } from '@creneau/contracts';
import { visitWhen } from './useVisitLink';

/** The visit as the candidate knows it: what, when, where, with whom. */
export function VisitSummary({ view }: { view: ShortLinkView }) {
  const { t, i18n } = useTranslation('web');
  const title = view.listing.title[i18n.language] ?? view.listing.title.fr ?? view.listing.reference;
  return (
    <dl className="visit-summary">
      <dt>{t('visitLink.listing')}</dt>
      <dd>{title}</dd>
      <dt>{t('visitLink.when')}</dt>
      <dd>{visitWhen(view, i18n.language)}</dd>
      {view.listing.address && (
        <>
          <dt>{t('visitLink.where')}</dt>
          <dd>{view.listing.address}</dd>
        </>
      )}
      <dt>{t('visitLink.with')}</dt>
      <dd>
        {view.agent.firstName}, {view.agency.name}
        {view.agency.phone && (
          <>
            {' · '}
            <a href={`tel:${view.agency.phone.replace(/\s/g, '')}`}>{view.agency.phone}</a>
          </>
        )}
      </dd>
    </dl>
  );
}
