import {
  FIXED_RETENTION,
  RETENTION_DEFAULTS,
  RETENTION_MIN_MONTHS,
  type AgencyPrivacyUpdate,
  type RetentionSettings,
} from '@creneau/contracts';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

// The kinds an agency sets; SMS replies are filed by number, shared by agencies: the operator's figure.
const AGENCY_KINDS = ['visitsMonths', 'messagesMonths'] as const;
const FIXED_KINDS = Object.keys(FIXED_RETENTION) as (keyof typeof FIXED_RETENTION)[];

/** Every kind of data with how long it is kept and why: the agency's two settings, then the operator's figures. */
export function RetentionSettingsForm({
  retention,
  onSave,
}: {
  retention: RetentionSettings;
  onSave: (update: AgencyPrivacyUpdate) => Promise<void>;
}) {
  const translate = useTranslate();
  const [months, setMonths] = useState<Record<string, string>>(
    Object.fromEntries(AGENCY_KINDS.map((kind) => [kind, String(retention[kind])])),
  );
  const valid = (kind: (typeof AGENCY_KINDS)[number]) => {
    const value = Number(months[kind]);
    return Number.isInteger(value) && value >= RETENTION_MIN_MONTHS && value <= RETENTION_DEFAULTS[kind];
  };
  const submit = () =>
    void onSave({ retention: Object.fromEntries(AGENCY_KINDS.map((kind) => [kind, Number(months[kind])])) });
  return (
    <Stack spacing={1.5}>
      {AGENCY_KINDS.map((kind) => (
        <Kind key={kind} kind={kind}>
          <TextField
            type="number"
            size="small"
            label={translate('privacy.retention.kept')}
            value={months[kind]}
            error={!valid(kind)}
            onChange={(event) => setMonths({ ...months, [kind]: event.target.value })}
            helperText={translate('privacy.retention.bounds', {
              default: RETENTION_DEFAULTS[kind],
              min: RETENTION_MIN_MONTHS,
              max: RETENTION_DEFAULTS[kind],
            })}
            slotProps={{ htmlInput: { min: RETENTION_MIN_MONTHS, max: RETENTION_DEFAULTS[kind], step: 1 } }}
            sx={{ maxWidth: 280 }}
          />
        </Kind>
      ))}
      <Box>
        <Button variant="contained" disabled={!AGENCY_KINDS.every(valid)} onClick={submit}>
          {translate('privacy.save')}
        </Button>
      </Box>
      {FIXED_KINDS.map((kind) => (
        <Kind key={kind} kind={kind}>
          <Typography variant="body2">
            {`${translate('privacy.retention.months', { count: FIXED_RETENTION[kind] })} · ${translate('privacy.retention.fixed')}`}
          </Typography>
        </Kind>
      ))}
      <Kind kind="smsOptOuts">
        <Typography variant="body2">{translate('privacy.retention.untilLifted')}</Typography>
      </Kind>
    </Stack>
  );
}

function Kind({ kind, children }: { kind: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`privacy.retention.kinds.${kind}.label`)}
      </Typography>
      <Box sx={{ my: 1 }}>{children}</Box>
      <Typography variant="body2" color="text.secondary">
        {translate(`privacy.retention.kinds.${kind}.why`)}
      </Typography>
    </Box>
  );
}
