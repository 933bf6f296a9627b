import type { VisitorVisit } from '@creneau/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../components/forms/FormMessages';
import { formatWhen } from '../../lib/formats';
import { useApiGet } from '../../session/useApiGet';
import { VisitCard, type VisitOutcome } from './VisitCard';

/** "My visits": the upcoming ones first (soonest first), then the past and cancelled (latest first). */
export function MyVisits() {
  const { t, i18n } = useTranslation(['web', 'global']);
  const visits = useApiGet<VisitorVisit[]>('/api/visitor/visits');
  const [notice, setNotice] = useState('');
  const title = useRef<HTMLHeadingElement>(null);

  const changed = (visit: VisitorVisit, outcome: VisitOutcome) => {
    if (outcome === 'moved') {
      // The old visit became "rescheduled" and a new one exists: read the list again.
      visits.reload();
      setNotice(t('visitorVisits.moved', { when: formatWhen(visit.startsAt, visit.timeZone, i18n.language) }));
    } else {
      visits.replace((visits.data ?? []).map((each) => (each.id === visit.id ? visit : each)));
      setNotice(t(`visitorVisits.${outcome}`));
    }
    // The card the focus was on may have moved to the other list or closed its panel.
    title.current?.focus();
  };

  const all = visits.data ?? [];
  const upcoming = all.filter((visit) => visit.upcoming);
  const past = all.filter((visit) => !visit.upcoming).reverse();
  return (
    <section className="card visits-section" aria-labelledby="my-visits-title" aria-busy={visits.loading}>
      <h2 id="my-visits-title" className="card__title" ref={title} tabIndex={-1}>
        {t('visitorVisits.title')}
      </h2>
      <FormNotice>{notice}</FormNotice>
      {visits.error && <FormAlert>{`${t('visitorVisits.loadFailed')} ${t(`global:${visits.error.key}`)}`}</FormAlert>}
      {visits.data && (
        <>
          <h3 className="visits-subtitle">{t('visitorVisits.upcoming')}</h3>
          {upcoming.length === 0 ? (
            <p className="card__intro">{t('visitorVisits.noUpcoming')}</p>
          ) : (
            <ul className="visit-list">
              {upcoming.map((visit) => (
                <VisitCard key={visit.id} visit={visit} onChanged={changed} />
              ))}
            </ul>
          )}
          <h3 className="visits-subtitle">{t('visitorVisits.past')}</h3>
          {past.length === 0 ? (
            <p className="card__intro">{t('visitorVisits.noPast')}</p>
          ) : (
            <ul className="visit-list">
              {past.map((visit) => (
                <VisitCard key={visit.id} visit={visit} onChanged={changed} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
