import { AGENCY_CANCEL_REASONS, type AgencyCancelReason } from '@creneau/contracts';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The body of POST /api/visits/{id}/cancel: a preset reason, a note of the agent's own, or both. */
export interface CancelReason {
  reasonCode?: AgencyCancelReason;
  reason?: string;
}

/**
 * Why the agency cancels: a preset reason the visitor reads in their own language (with an apology, in
 * the message), and a note the agent may add. Ready once either is given.
 */
export function useCancelReason() {
  const [code, setCode] = useState<AgencyCancelReason | ''>('');
  const [note, setNote] = useState('');
  const body: CancelReason = { ...(code && { reasonCode: code }), ...(note.trim() && { reason: note.trim() }) };
  return { code, setCode, note, setNote, body, ready: code !== '' || note.trim() !== '' };
}

export function CancelReasonFields({ state }: { state: ReturnType<typeof useCancelReason> }) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <>
      <FormControl margin="dense">
        <FormLabel id={labelId}>{translate('cancelReason.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={state.code}
          onChange={(event) => state.setCode(event.target.value as AgencyCancelReason)}
        >
          {AGENCY_CANCEL_REASONS.map((code) => (
            <FormControlLabel
              key={code}
              value={code}
              control={<Radio />}
              label={translate(`enums:agencyCancelReason.${code}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        label={translate('cancelReason.note')}
        helperText={translate('cancelReason.help')}
        value={state.note}
        onChange={(event) => state.setNote(event.target.value.slice(0, 500))}
      />
    </>
  );
}
