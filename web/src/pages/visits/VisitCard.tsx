import type { VisitorVisit } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/forms/FormMessages';
import { useAction } from '../../components/forms/useAction';
import { formatWhen, localTitle } from '../../lib/formats';
import { postJson } from '../../session/api';
import { CancelVisitForm } from './CancelVisitForm';
import { RescheduleVisitForm } from './RescheduleVisitForm';
import { applyPath } from './rental-file/apply-link';

export type VisitOutcome = 'confirmed' | 'cancelled' | 'moved';

interface VisitCardProps {
  visit: VisitorVisit;
  /** The visit as the API answered after an action (for a move, the new visit). */
  onChanged: (visit: VisitorVisit, outcome: VisitOutcome) => void;
}

/** One visit: what, when (agency time), with whom; on an upcoming one, confirm, move or cancel. */
export function VisitCard({ visit, onChanged }: VisitCardProps) {
  const { t, i18n } = useTranslation(['web', 'global', 'enums']);
  const [panel, setPanel] = useState<'cancel' | 'reschedule' | null>(null);
  const confirm = useAction(async () => {
    onChanged(await postJson<VisitorVisit>(`/api/visitor/visits/${visit.id}/confirm`), 'confirmed');
  });
  const title = localTitle(visit.listing.title, i18n.language, visit.listing.reference);
  const canMove = visit.upcoming && visit.listing.bookable;
  return (
    <li className={`visit-card visit-card--${visit.status}`}>
      <div className="visit-card__head">
        <span className={`visit-badge visit-badge--${visit.status}`}>{t(`enums:visitStatus.${visit.status}`)}</span>
        <p className="visit-card__when">
          <time dateTime={visit.startsAt}>{formatWhen(visit.startsAt, visit.timeZone, i18n.language)}</time>
        </p>
      </div>
      <h4 className="visit-card__title">{title}</h4>
      <p className="visit-card__meta">{[visit.listing.city, visit.listing.reference].filter(Boolean).join(' · ')}</p>
      <p className="visit-card__meta">
        {t('visitorVisits.with', { name: visit.agent.firstName, agency: visit.agency.name })}
      </p>
      {visit.upcoming && !visit.listing.bookable && <p className="card__intro">{t('visitorVisits.notBookable')}</p>}
      {visit.upcoming && panel === null && (
        <div className="card__actions visit-card__actions">
          {visit.status === 'booked' && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={confirm.pending || undefined}
              onClick={() => void confirm.run()}
            >
              {confirm.pending ? t('visitorVisits.working') : t('visitorVisits.confirm')}
            </button>
          )}
          {canMove && (
            <button type="button" className="button button--secondary" onClick={() => setPanel('reschedule')}>
              {t('visitorVisits.reschedule')}
            </button>
          )}
          <a className="button button--secondary" href={visit.calendarUrl} download>
            {t('booking.confirmation.ics')}
          </a>
          <button type="button" className="button button--ghost visit-card__cancel" onClick={() => setPanel('cancel')}>
            {t('visitorVisits.cancel')}
          </button>
        </div>
      )}
      {visit.canApply && panel === null && (
        <p className="visit-card__apply">
          <Link className="button button--secondary" to={applyPath(visit.listing.id)}>
            {t('rentalFile.applyHere.action')}
          </Link>
        </p>
      )}
      {confirm.error && <FormAlert>{t(`global:${confirm.error.key}`)}</FormAlert>}
      {panel === 'cancel' && (
        <CancelVisitForm
          visit={visit}
          onCancelled={(cancelled) => onChanged(cancelled, 'cancelled')}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'reschedule' && canMove && (
        <RescheduleVisitForm
          visit={visit}
          onMoved={(moved) => onChanged(moved, 'moved')}
          onClose={() => setPanel(null)}
        />
      )}
    </li>
  );
}
