import { canInviteToApply } from '@creneau/contracts';
import { useState } from 'react';
import { useCancelReason } from './CancelReasonFields';
import type { AgendaVisit } from './types';
import { useVisitAction } from './useVisitAction';

export type VisitDialogMode = 'view' | 'move' | 'cancel';
const OPEN = new Set(['booked', 'confirmed']);

/**
 * What the visit dialog may do and does, apart from its view: which actions the visit's state allows
 * now, the new start or the reason chosen, and each POST, after which the dialog closes.
 */
export function useVisitDialog(visit: AgendaVisit, now: number, onChanged: () => void, onClose: () => void) {
  const [mode, setMode] = useState<VisitDialogMode>('view');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const reason = useCancelReason();
  const action = useVisitAction(onChanged);
  const post = (what: string, body: object, success: string) => {
    void action.run(`/api/visits/${visit.id}/${what}`, body, success).then((ok) => ok && onClose());
  };
  const open = OPEN.has(visit.status);
  const started = Date.parse(visit.startsAt) <= now;

  return {
    mode,
    setMode,
    busy: action.busy,
    /** Once it has started, an open visit is marked done or no-show; before, it is moved or cancelled. */
    mayMark: open && started,
    mayChange: open && !started,
    // The candidate said so on the phone: the agent confirms for them, and reminders stop asking.
    mayConfirm: open && !started && visit.status === 'booked',
    // After the visit the agent may open the application questions to the candidate (applicant-data policy).
    mayInvite: canInviteToApply(visit, now) && !visit.application && !visit.applicationInvitedAt,
    startsAt,
    chooseStart: (start: string) => {
      setStartsAt(start);
      action.reset();
    },
    setStartsAt,
    nextSlots: action.nextSlots,
    reason,
    markNoShow: () => post('outcome', { outcome: 'no_show' }, 'agenda.visit.markedNoShow'),
    markDone: () => post('outcome', { outcome: 'done' }, 'agenda.visit.markedDone'),
    confirm: () => post('confirm', {}, 'agenda.visit.confirmedByAgent'),
    invite: () => post('application-invitation', {}, 'agenda.visit.invitedToApply'),
    move: () => post('reschedule', { startsAt }, 'agenda.visit.moved'),
    cancel: () => post('cancel', reason.body, 'agenda.visit.cancelled'),
  };
}
