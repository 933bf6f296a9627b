import { weekStartsOn, type MeResponse } from '@creneau/contracts';
import { Alert, Box, Card, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { errorKey } from './api-errors';
import { addDays, startOfWeek, todayKey, zonedInstant, type DayKey } from './calendar-days';
import { AgendaToolbar } from './AgendaToolbar';
import { CalendarGrid } from './CalendarGrid';
import { CreateVisitDialog } from './CreateVisitDialog';
import { StatusLegend } from './StatusLegend';
import type { AgendaView, AgendaVisit } from './types';
import { useAgenda, useMe, useNow } from './useAgenda';
import { VisitDialog } from './VisitDialog';
import { LoadingBar } from '../layout/Loading';

/** Whose agenda: the `agent` of the address for admins, the signed-in realtor otherwise. */
export function useAgentChoice(me: MeResponse) {
  const [search, setSearch] = useSearchParams();
  const admin = me.user.role === 'agency_admin';
  const agentId = (admin && search.get('agent')) || me.user.id;
  const choose = (id: string) => setSearch((previous) => (previous.set('agent', id), previous), { replace: true });
  return { admin, agentId, choose };
}

/** /pro/agenda: a week or a day of one agent, on the agency's clock whatever the browser's. */
export function AgendaPage() {
  const translate = useTranslate();
  const me = useMe();
  if (!me) return <LoadingBar sx={{ mt: 2 }} />;
  if (!me.agency) return <Alert severity="info">{translate('agenda.noAgency')}</Alert>;
  return <Agenda me={me} timeZone={me.agency.timeZone} />;
}

function Agenda({ me, timeZone }: { me: MeResponse; timeZone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { admin, agentId, choose } = useAgentChoice(me);
  const now = useNow();
  const [view, setView] = useState<AgendaView>(phone ? 'day' : 'week');
  const [day, setDay] = useState<DayKey>(() => todayKey(Date.now(), timeZone));
  const [selected, setSelected] = useState<AgendaVisit | null>(null);
  const [creatingOn, setCreatingOn] = useState<DayKey | null>(null);
  const today = todayKey(now, timeZone);
  const days =
    view === 'week'
      ? Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(day, weekStartsOn(locale)), index))
      : [day];
  const from = zonedInstant(days[0], 0, timeZone);
  const to = zonedInstant(addDays(days[days.length - 1], 1), 0, timeZone);
  const agenda = useAgenda(agentId, from, to);
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2, minWidth: 0 }}>
      <Title title={translate('agenda.title')} />
      <AgendaToolbar
        days={days}
        view={view}
        timeZone={timeZone}
        agentId={agentId}
        admin={admin}
        onView={setView}
        onAnchor={(next) => setDay(next ?? today)}
        onAgent={choose}
        onCreate={() => setCreatingOn(days[0] < today ? today : days[0])}
      />
      <StatusLegend />
      {agenda.error ? <Alert severity="error">{translate(errorKey(agenda.error))}</Alert> : null}
      <Card sx={{ position: 'relative', overflow: 'visible' }}>
        {agenda.loading && <LoadingBar sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <CalendarGrid
          days={days}
          timeZone={timeZone}
          now={now}
          workingHours={agenda.workingHours}
          absences={agenda.absences}
          visits={agenda.visits}
          listings={agenda.listings}
          onVisit={setSelected}
          onDay={(clicked) => setCreatingOn(clicked < today ? today : clicked)}
        />
      </Card>
      {selected && (
        <VisitDialog
          visit={selected}
          listing={agenda.listings.get(selected.listingId)}
          timeZone={timeZone}
          now={now}
          onClose={() => setSelected(null)}
          onChanged={agenda.reload}
        />
      )}
      {creatingOn && (
        <CreateVisitDialog
          agentId={agentId}
          timeZone={timeZone}
          fromDay={creatingOn}
          now={now}
          onClose={() => setCreatingOn(null)}
          onChanged={agenda.reload}
        />
      )}
    </Box>
  );
}
