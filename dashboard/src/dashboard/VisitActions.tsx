import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import type { HomeVisit } from './useAgentHome';
import { VoucherDialog } from './VoucherDialog';

const OPEN = new Set(['booked', 'confirmed']);

/** Done or no-show once the visit has started; before that, cancel with a reason the candidate is told. */
export function VisitActions({ visit, now, onChanged }: { visit: HomeVisit; now: number; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [signing, setSigning] = useState(false);
  if (!OPEN.has(visit.status)) return null;

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

  if (Date.parse(visit.startsAt) <= now) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
        <Button size="small" disabled={busy} onClick={() => setSigning(true)}>
          {translate('voucher.open')}
        </Button>
        <VoucherDialog
          visitId={visit.id}
          candidate={`${visit.candidate.firstName} ${visit.candidate.lastName}`}
          open={signing}
          onClose={() => setSigning(false)}
        />
      </Stack>
    );
  }
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
          void act('cancel', { reason }, 'dashboard.actions.cancelled').then(() => setCancelling(false))
        }
      />
    </>
  );
}

function CancelDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('dashboard.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={translate('dashboard.cancelDialog.reason')}
          helperText={translate('dashboard.cancelDialog.help')}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, 500))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('dashboard.cancelDialog.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy || reason.trim() === ''}
          onClick={() => props.onConfirm(reason.trim())}
        >
          {translate('dashboard.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
