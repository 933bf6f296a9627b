import { weekStartsOn } from '@creneau/contracts';
import { Alert, Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { errorKey } from './api-errors';
import type { WorkingDay } from './types';
import { agentPath, useJson } from './useAgenda';
import { dayProblem, inWeekOrder } from './working-hours-rules';

type Clock = 'workStartHour' | 'workEndHour' | 'lunchBreakStartHour' | 'lunchBreakEndHour';

// The spec's field names, labelled by the catalogue's shorter keys.
const CLOCK_LABEL: Record<Clock, string> = {
  workStartHour: 'agenda.hours.workStart',
  workEndHour: 'agenda.hours.workEnd',
  lunchBreakStartHour: 'agenda.hours.lunchStart',
  lunchBreakEndHour: 'agenda.hours.lunchEnd',
};

// 2027-02-07 is a Sunday: weekDay n is n days later, whatever the browser's zone (formatted in UTC).
const weekDayName = (weekDay: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, 1, 7 + weekDay));

// The agency's week, in France and Belgium, starts on Monday whatever the reader's language.
const AGENCY_WEEK_START = weekStartsOn('fr');

/** The seven week days of an agent, each worked or not, with its hours and optional lunch break. */
export function WorkingHoursForm({ agentId }: { agentId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [version, setVersion] = useState(0);
  const loaded = useJson<WorkingDay[]>(agentPath(agentId, 'working-hours'), version);
  const [days, setDays] = useState<WorkingDay[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setDays(loaded.data ?? null), [loaded.data]);
  if (loaded.error) return <Alert severity="error">{translate(errorKey(loaded.error))}</Alert>;
  if (!days) return null;
  const problems = new Map(days.map((day) => [day.weekDay, dayProblem(day)]));
  const valid = [...problems.values()].every((problem) => problem === null);
  const change = (weekDay: number, patch: Partial<WorkingDay>) =>
    setDays(days.map((day) => (day.weekDay === weekDay ? { ...day, ...patch } : day)));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await postJson(agentPath(agentId, 'working-hours'), { days }, 'PUT');
      notify('agenda.hours.saved', { type: 'success' });
      setVersion(version + 1);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" aria-label={translate('agenda.hours.title')} onSubmit={(event) => event.preventDefault()}>
      {inWeekOrder(days, AGENCY_WEEK_START).map((day) => (
        <DayRow
          key={day.weekDay}
          day={day}
          name={weekDayName(day.weekDay, locale)}
          problem={problems.get(day.weekDay) ?? null}
          onChange={(patch) => change(day.weekDay, patch)}
        />
      ))}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(failure)}
        </Alert>
      )}
      <Button variant="contained" sx={{ mt: 2 }} disabled={busy || !valid} onClick={() => void save()}>
        {translate('agenda.hours.save')}
      </Button>
    </Box>
  );
}

function DayRow(props: {
  day: WorkingDay;
  name: string;
  problem: string | null;
  onChange: (patch: Partial<WorkingDay>) => void;
}) {
  const translate = useTranslate();
  const { day } = props;
  const clock = (field: Clock, disabled: boolean) => (
    <TextField
      type="time"
      size="small"
      label={translate(CLOCK_LABEL[field])}
      value={day[field]}
      disabled={disabled}
      onChange={(event) => props.onChange({ [field]: event.target.value })}
      slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
      // Wide enough for an English "09:00 AM" beside the clock button, not only for a French "09:00".
      sx={{ width: 150 }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={props.name}
      data-testid={`hours-${day.weekDay}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '9rem 7rem auto auto' },
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>{props.name}</Typography>
      <FormControlLabel
        control={<Switch checked={day.worked} onChange={(event) => props.onChange({ worked: event.target.checked })} />}
        label={translate('agenda.hours.worked')}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {clock('workStartHour', !day.worked)}
        {clock('workEndHour', !day.worked)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={day.lunchBreakEnabled}
              disabled={!day.worked}
              onChange={(event) => props.onChange({ lunchBreakEnabled: event.target.checked })}
            />
          }
          label={translate('agenda.hours.lunch')}
        />
        {clock('lunchBreakStartHour', !day.worked || !day.lunchBreakEnabled)}
        {clock('lunchBreakEndHour', !day.worked || !day.lunchBreakEnabled)}
      </Box>
      {props.problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {translate(`agenda.hours.problems.${props.problem}`)}
        </Typography>
      )}
    </Box>
  );
}
