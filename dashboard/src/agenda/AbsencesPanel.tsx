import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { errorKey, invalidFields } from './api-errors';
import { addDays, fromLocalInput, todayKey } from './calendar-days';
import type { AgendaAbsence } from './types';
import { agentPath, useJson } from './useAgenda';

/** An agent's days off and other absences: listed, added with a start, an end and a reason, deleted. */
export function AbsencesPanel({ agentId, timeZone }: { agentId: string; timeZone: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [version, setVersion] = useState(0);
  const absences = useJson<AgendaAbsence[]>(agentPath(agentId, 'absences'), version);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const remove = async (id: string) => {
    try {
      await postJson(`/api/absences/${encodeURIComponent(id)}`, undefined, 'DELETE');
      notify('agenda.absences.deleted', { type: 'success' });
      setVersion(version + 1);
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    }
  };
  return (
    <Box>
      {absences.error ? <Alert severity="error">{translate(errorKey(absences.error))}</Alert> : null}
      {absences.data?.length === 0 && (
        <Typography color="text.secondary">{translate('agenda.absences.none')}</Typography>
      )}
      <List dense aria-label={translate('agenda.absences.title')}>
        {(absences.data ?? []).map((absence) => (
          <ListItem
            key={absence.id}
            data-testid="absence"
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={translate('agenda.absences.delete')}
                onClick={() => void remove(absence.id)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={when.formatRange(Date.parse(absence.startsAt), Date.parse(absence.endsAt))}
              secondary={absence.reason || translate('agenda.grid.absent')}
            />
          </ListItem>
        ))}
      </List>
      <AbsenceForm agentId={agentId} timeZone={timeZone} onAdded={() => setVersion(version + 1)} />
    </Box>
  );
}

function AbsenceForm(props: { agentId: string; timeZone: string; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const tomorrow = addDays(todayKey(Date.now(), props.timeZone), 1);
  const [startsAt, setStartsAt] = useState(`${tomorrow}T09:00`);
  const [endsAt, setEndsAt] = useState(`${tomorrow}T19:00`);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const start = fromLocalInput(startsAt, props.timeZone);
  const end = fromLocalInput(endsAt, props.timeZone);
  const order = start !== null && end !== null && end <= start;
  const invalid = invalidFields(error);
  const add = async () => {
    if (start === null || end === null) return;
    setBusy(true);
    setError(null);
    try {
      const body = {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(end).toISOString(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      };
      await postJson(agentPath(props.agentId, 'absences'), body);
      notify('agenda.absences.added', { type: 'success' });
      setReason('');
      props.onAdded();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const field = (label: string, value: string, set: (value: string) => void, problem: string | null) => (
    <TextField
      type="datetime-local"
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={problem !== null}
      helperText={problem ? translate(problem) : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box component="form" onSubmit={(event) => (event.preventDefault(), void add())} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {translate('agenda.absences.add')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {field('agenda.absences.start', startsAt, setStartsAt, start === null ? 'agenda.absences.required' : null)}
        {field(
          'agenda.absences.end',
          endsAt,
          setEndsAt,
          end === null ? 'agenda.absences.required' : order ? 'agenda.absences.order' : null,
        )}
        <TextField
          size="small"
          label={translate('agenda.absences.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, 200))}
          error={invalid.has('reason')}
          helperText={invalid.has('reason') ? translate('agenda.absences.badReason') : ' '}
          sx={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="contained" disabled={busy || start === null || end === null || order}>
          {translate('agenda.absences.submit')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(errorKey(error))}
        </Alert>
      ) : null}
    </Box>
  );
}
