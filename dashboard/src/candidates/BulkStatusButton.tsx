import {
  CANDIDATE_STATUS,
  type CandidateBulkStatusResult,
  type CandidateStatus,
  type RefusalReason,
} from '@creneau/contracts';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { postJson } from '../providers/session';
import { AGENT_STATUS_CHOICES, REFUSAL_REASON_CHOICES } from './candidate-choices';

/**
 * The selected candidates to one status; a refusal asks its reason (spec §8) before it can be sent.
 * Each candidate moves on its own: those the transitions refuse are counted in the notice, the others
 * move.
 */
export function BulkStatusButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('candidates');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CandidateStatus | ''>('');
  const [reason, setReason] = useState<RefusalReason | ''>('');
  const [busy, setBusy] = useState(false);
  const refusing = status === CANDIDATE_STATUS.KO;
  const ready = status !== '' && (!refusing || reason !== '');

  const close = () => {
    setOpen(false);
    setStatus('');
    setReason('');
  };
  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const result = await postJson<CandidateBulkStatusResult>('/api/candidates/bulk-status', {
        ids: selectedIds,
        status,
        ...(refusing && { refusalReason: reason }),
      });
      notify(result.refused.length ? 'candidates.bulk.partly' : 'candidates.bulk.done', {
        type: result.refused.length ? 'warning' : 'success',
        messageArgs: { moved: result.moved.length + result.unchanged.length, refused: result.refused.length },
      });
      unselectAll();
      close();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="candidates.bulk.button" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} aria-labelledby="candidates-bulk-title" fullWidth maxWidth="xs">
        <DialogTitle id="candidates-bulk-title">
          {translate('candidates.bulk.title', { smart_count: selectedIds.length, count: selectedIds.length })}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label={translate('resources.candidates.fields.status')}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value) as CandidateStatus)}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-status' } }}
          >
            {AGENT_STATUS_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
          {refusing && (
            <TextField
              select
              required
              label={translate('resources.candidates.fields.refusalReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value as RefusalReason)}
              helperText={translate('candidates.bulk.reasonHelp')}
            >
              {REFUSAL_REASON_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {translate(choice.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={!ready || busy} onClick={() => void submit()}>
            {translate('candidates.bulk.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
