import type { VisitorVisit } from '@creneau/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { postJson } from '../../session/api';

interface CancelVisitFormProps {
  visit: VisitorVisit;
  onCancelled: (cancelled: VisitorVisit) => void;
  onClose: () => void;
}

// The API's limit (VisitorCancelDto); line breaks would reach e-mail headers, so one line only.
const REASON_MAX = 500;

/** Asks before cancelling, with an optional reason passed on to the agent. */
export function CancelVisitForm({ visit, onCancelled, onClose }: CancelVisitFormProps) {
  const { t } = useTranslation(['web', 'global']);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const cancel = useAction(async () => {
    const body = reason.trim() ? { reason: reason.trim() } : {};
    onCancelled(await postJson<VisitorVisit>(`/api/visitor/visits/${visit.id}/cancel`, body));
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void cancel.run();
  };
  return (
    <form className="visit-panel" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h4 id={titleId} className="visit-panel__title">
        {t('visitorVisits.cancelTitle')}
      </h4>
      <p className="card__intro">{t('visitorVisits.cancelIntro')}</p>
      <Field
        label={t('visitorVisits.reason')}
        hint={t('visitorVisits.reasonHint')}
        name="reason"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value.replace(/\p{Cc}/gu, ' '))}
      />
      {cancel.error && <FormAlert>{t(`global:${cancel.error.key}`)}</FormAlert>}
      <div className="card__actions">
        <SubmitButton pending={cancel.pending} pendingLabel={t('visitorVisits.working')} wide={false}>
          {t('visitorVisits.confirmCancel')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('visitorVisits.keep')}
        </button>
      </div>
    </form>
  );
}
