import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { AgentPicker } from './AgentPicker';
import { addDays, zonedInstant, type DayKey } from './calendar-days';
import type { AgendaView } from './types';

export function AgendaToolbar(props: {
  days: DayKey[];
  view: AgendaView;
  timeZone: string;
  agentId: string;
  admin: boolean;
  onView: (view: AgendaView) => void;
  onAnchor: (day: DayKey | null) => void;
  onAgent: (agentId: string) => void;
  onCreate: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const step = props.days.length;
  const first = props.days[0];
  const noon = (day: DayKey) => zonedInstant(day, 12 * 60, props.timeZone);
  const label =
    props.view === 'week'
      ? new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: props.timeZone,
        }).formatRange(noon(first), noon(props.days[step - 1]))
      : new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: props.timeZone,
        }).format(noon(first));
  const settings = `${basename}/agenda/settings${props.admin ? `?agent=${encodeURIComponent(props.agentId)}` : ''}`;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}
      role="toolbar"
      aria-label={translate('agenda.title')}
    >
      <Button variant="outlined" size="small" onClick={() => props.onAnchor(null)}>
        {translate('agenda.toolbar.today')}
      </Button>
      <Box>
        <IconButton
          aria-label={translate('agenda.toolbar.previous')}
          onClick={() => props.onAnchor(addDays(first, -step))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={translate('agenda.toolbar.next')} onClick={() => props.onAnchor(addDays(first, step))}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography
        variant="h6"
        component="h2"
        data-testid="agenda-range"
        sx={{ fontSize: { xs: '1rem', sm: '1.15rem' }, '&::first-letter': { textTransform: 'uppercase' }, mr: 'auto' }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.view}
        onChange={(_, view: AgendaView | null) => view && props.onView(view)}
        aria-label={translate('agenda.toolbar.view')}
      >
        <ToggleButton value="week">{translate('agenda.toolbar.week')}</ToggleButton>
        <ToggleButton value="day">{translate('agenda.toolbar.day')}</ToggleButton>
      </ToggleButtonGroup>
      {props.admin && <AgentPicker value={props.agentId} onChange={props.onAgent} />}
      <Tooltip title={translate('agenda.toolbar.settings')}>
        <IconButton component={Link} to={settings} aria-label={translate('agenda.toolbar.settings')}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={props.onCreate}>
        {translate('agenda.toolbar.create')}
      </Button>
    </Stack>
  );
}
