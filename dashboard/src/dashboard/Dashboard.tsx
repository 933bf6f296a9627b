import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { OpsHome } from '../ops/OpsHome';
import type { Permissions } from '../providers';
import { intlLocale } from '../time/agency-time';
import { agencyDayKey } from './agency-day';
import { HomeFigures } from './HomeFigures';
import { NewCandidates } from './NewCandidates';
import { useAgentHome, type HomeVisit } from './useAgentHome';
import { VisitItem } from './VisitItem';
import { LoadingSpinner } from '../layout/Loading';
import { useReleaseFirstScreen } from '../layout/first-screen';

function Section({ title, children, label }: { title: string; children: ReactNode; label: string }) {
  return (
    <Card component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function VisitList({ visits, empty, ...props }: { visits: HomeVisit[]; empty: string } & ListProps) {
  if (visits.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {visits.map((visit) => (
        <VisitItem key={visit.id} visit={visit} listing={props.listings.get(visit.listingId)} {...props} />
      ))}
    </Box>
  );
}

type ListProps = Pick<ReturnType<typeof useAgentHome>, 'listings' | 'timeZone' | 'now'> & { onChanged: () => void };

/** The coming days, one heading per day of the agency's calendar. */
function ComingDays({ visits, ...props }: { visits: HomeVisit[] } & ListProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const heading = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: props.timeZone,
  });
  if (visits.length === 0) return <Typography color="text.secondary">{translate('dashboard.coming.none')}</Typography>;
  const days = new Map<string, HomeVisit[]>();
  for (const visit of visits) {
    const key = agencyDayKey(Date.parse(visit.startsAt), props.timeZone);
    days.set(key, [...(days.get(key) ?? []), visit]);
  }
  return [...days.values()].map((day) => (
    <Box key={day[0].id} sx={{ '& + &': { mt: 2 } }}>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ color: 'text.secondary', '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {heading.format(Date.parse(day[0].startsAt))}
      </Typography>
      <VisitList visits={day} empty="" {...props} />
    </Box>
  ));
}

/** /pro and /pro/visits: an agent's day for realtors, the console's entries for ops. */
export function Dashboard() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  return permissions === 'ops' ? <OpsHome /> : <AgentHome />;
}

/** An agent's day at a glance, in the agency's time zone. */
function AgentHome() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const home = useAgentHome();
  // The server may have drawn this screen already: the app's takes its place once it is complete.
  useReleaseFirstScreen(home.settled);
  const visits = home.visits ?? [];
  const today = visits.filter((visit) => Date.parse(visit.startsAt) < home.todayEnds);
  const coming = visits.filter((visit) => Date.parse(visit.startsAt) >= home.todayEnds);
  const listProps = { listings: home.listings, timeZone: home.timeZone, now: home.now, onChanged: home.reload };
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: home.timeZone,
  }).format(home.now);
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, pb: 3, display: 'grid', gap: { xs: 1.5, sm: 2 } }}>
      <Title title={translate('dashboard.title')} />
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', md: '1.9rem' } }}>
          {translate('dashboard.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {date}
        </Typography>
      </Box>
      {home.error ? <Alert severity="error">{translate('dashboard.loadError')}</Alert> : null}
      <HomeFigures today={today} coming={coming} summary={home.summary} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Section title={translate('dashboard.today.title')} label={translate('dashboard.today.title')}>
            {home.loading ? (
              <LoadingSpinner size={24} />
            ) : (
              <VisitList visits={today} empty={translate('dashboard.today.none')} {...listProps} />
            )}
          </Section>
          <Section title={translate('dashboard.coming.title')} label={translate('dashboard.coming.title')}>
            {home.loading ? <LoadingSpinner size={24} /> : <ComingDays visits={coming} {...listProps} />}
          </Section>
        </Box>
        <Section title={translate('dashboard.newCandidates.title')} label={translate('dashboard.newCandidates.title')}>
          <NewCandidates summary={home.summary} listings={home.listings} timeZone={home.timeZone} />
        </Section>
      </Box>
    </Box>
  );
}
