import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { CancelReasonFields, useCancelReason, type CancelReason } from '../agenda/CancelReasonFields';
import type { HomeVisit } from './useAgentHome';
import { VoucherDialog } from './VoucherDialog';
import { VoucherLink } from './VoucherLink';

const OPEN = new Set(['booked', 'confirmed']);

/**
 * Once the visit has started: done or no-show, and the bon de visite the visitor signs at the end,
 * before or after the agent taps "came". Before it starts: cancel, with a reason the candidate is told.
 */
export function VisitActions({ visit, now, onChanged }: { visit: HomeVisit; now: number; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const open = OPEN.has(visit.status);
  const started = Date.parse(visit.startsAt) <= now;

  const act = async (path: string, body: object, done: string) => {
    setBusy(true);
    try {
      await postJson(`/api/visits/${visit.id}/${path}`, body);
      notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (open && !started) {
    return (
      <>
        <Button size="small" color="error" disabled={busy} onClick={() => setCancelling(true)}>
          {translate('dashboard.actions.cancel')}
        </Button>
        <CancelDialog
          open={cancelling}
          busy={busy}
          onClose={() => setCancelling(false)}
          onConfirm={(reason) =>
            void act('cancel', reason, 'dashboard.actions.cancelled').then(() => setCancelling(false))
          }
        />
      </>
    );
  }
  if (!open && visit.status !== 'done') return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {open && (
        <>
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => void act('outcome', { outcome: 'done' }, 'dashboard.actions.markedDone')}
          >
            {translate('dashboard.actions.done')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={busy}
            onClick={() => void act('outcome', { outcome: 'no_show' }, 'dashboard.actions.markedNoShow')}
          >
            {translate('dashboard.actions.noShow')}
          </Button>
        </>
      )}
      <VoucherAction visit={visit} disabled={busy} onSigned={onChanged} />
    </Stack>
  );
}

/** Sign the bon de visite, or once signed, open the PDF kept with the visit. */
function VoucherAction({ visit, disabled, onSigned }: { visit: HomeVisit; disabled: boolean; onSigned: () => void }) {
  const translate = useTranslate();
  const [signing, setSigning] = useState(false);
  if (visit.voucher) return <VoucherLink visitId={visit.id} />;
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setSigning(true)}>
        {translate('voucher.open')}
      </Button>
      <VoucherDialog
        visitId={visit.id}
        candidate={`${visit.candidate.firstName} ${visit.candidate.lastName}`}
        open={signing}
        onClose={() => setSigning(false)}
        onSigned={onSigned}
      />
    </>
  );
}

function CancelDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: CancelReason) => void;
}) {
  const translate = useTranslate();
  const reason = useCancelReason();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('dashboard.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <CancelReasonFields state={reason} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('dashboard.cancelDialog.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy || !reason.ready}
          onClick={() => props.onConfirm(reason.body)}
        >
          {translate('dashboard.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
