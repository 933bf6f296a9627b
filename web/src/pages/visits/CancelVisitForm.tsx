import type { VisitorVisit } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { useAction } from '../../components/forms/useAction';
import { postJson } from '../../session/api';
import { VisitPanelForm } from './VisitPanelForm';

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
  const [reason, setReason] = useState('');
  const cancel = useAction(async () => {
    const body = reason.trim() ? { reason: reason.trim() } : {};
    onCancelled(await postJson<VisitorVisit>(`/api/visitor/visits/${visit.id}/cancel`, body));
  });
  return (
    <VisitPanelForm
      title={t('visitorVisits.cancelTitle')}
      intro={t('visitorVisits.cancelIntro')}
      confirmLabel={t('visitorVisits.confirmCancel')}
      pending={cancel.pending}
      onSubmit={() => void cancel.run()}
      onClose={onClose}
    >
      <Field
        label={t('visitorVisits.reason')}
        hint={t('visitorVisits.reasonHint')}
        name="reason"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value.replace(/\p{Cc}/gu, ' '))}
      />
      {cancel.error && <FormAlert>{t(`global:${cancel.error.key}`)}</FormAlert>}
    </VisitPanelForm>
  );
}
