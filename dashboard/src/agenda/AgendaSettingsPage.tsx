import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { AbsencesPanel } from './AbsencesPanel';
import { useAgentChoice } from './AgendaPage';
import { AgentPicker } from './AgentPicker';
import { PortalAddressPanel } from '../leads/PortalAddressPanel';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { useMe } from './useAgenda';
import { WorkingHoursForm } from './WorkingHoursForm';
import type { MeResponse } from '@creneau/contracts';
import { LoadingBar } from '../layout/Loading';

function Section(props: { title: string; help: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={props.title}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.help}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** /pro/agenda/settings: the working hours and absences availability is computed from. */
export function AgendaSettingsPage() {
  const translate = useTranslate();
  const me = useMe();
  if (!me) return <LoadingBar sx={{ mt: 2 }} />;
  if (!me.agency) return <Alert severity="info">{translate('agenda.noAgency')}</Alert>;
  return <Settings me={me} timeZone={me.agency.timeZone} />;
}

function Settings({ me, timeZone }: { me: MeResponse; timeZone: string }) {
  const translate = useTranslate();
  const { admin, agentId, choose } = useAgentChoice(me);
  const back = `${useBasename()}/agenda${admin ? `?agent=${encodeURIComponent(agentId)}` : ''}`;
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('agenda.settings.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
          {translate('agenda.settings.back')}
        </Button>
        {admin && <AgentPicker value={agentId} onChange={choose} />}
      </Box>
      <Section title={translate('agenda.hours.title')} help={translate('agenda.hours.help', { timeZone })}>
        <WorkingHoursForm key={agentId} agentId={agentId} />
      </Section>
      <Section title={translate('agenda.absences.title')} help={translate('agenda.absences.help', { timeZone })}>
        <AbsencesPanel key={agentId} agentId={agentId} timeZone={timeZone} />
      </Section>
      {/* The feed is the signed-in agent's own: an admin looking at a colleague does not see theirs. */}
      {agentId === me.user.id && (
        <Section title={translate('agenda.feed.title')} help={translate('agenda.feed.help')}>
          <CalendarFeedPanel />
        </Section>
      )}
      <Section title={translate('leads.addresses.settingsTitle')} help={translate('leads.addresses.settingsHelp')}>
        <PortalAddressPanel agentId={agentId} ownId={me.user.id} admin={admin} />
      </Section>
    </Stack>
  );
}
