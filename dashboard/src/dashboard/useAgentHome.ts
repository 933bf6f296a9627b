import type { MeResponse, VisitStatus } from '@creneau/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useGetMany, useStore } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { fetchMe } from '../providers/session';
import type { ReceivedNotification } from '../realtime/useRealtimeNotifications';
import { startOfAgencyDay } from './agency-day';

export interface HomeVisit {
  id: string;
  listingId: string;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
  candidate: { id: string; firstName: string; lastName: string; email: string; phone: string };
}

export interface HomeListing {
  id: string;
  reference: string;
  title: Record<string, string | undefined>;
}

export interface HomeSummary {
  noShow: { days: number; done: number; noShow: number; rate: number | null };
  newCandidates: {
    days: number;
    total: number;
    latest: (HomeVisit['candidate'] & { createdAt: string; visit: { id: string; listingId: string } })[];
  };
}

const LIVE = ['booked', 'confirmed', 'done', 'no_show'];
const DAYS_AHEAD = 7;

/** Who is signed in, and the agency's time zone every date of the page is shown in. */
function useMe(): MeResponse | null {
  const [me, setMe] = useState<MeResponse | null>(null);
  useEffect(() => {
    void fetchMe().then(setMe);
  }, []);
  return me;
}

/** A clock that ticks each minute: visits that start become markable done or no-show. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * An agent's visits today and over the next seven days (an admin's: the agency's), their listings and
 * the summary figures, refreshed after an action and when a live notification arrives.
 */
export function useAgentHome() {
  const me = useMe();
  const now = useNow();
  const timeZone = me?.agency?.timeZone ?? 'Europe/Paris';
  const agentId = me?.user.role === 'agent' ? me.user.id : undefined;
  const from = startOfAgencyDay(now, timeZone);
  const to = startOfAgencyDay(now, timeZone, DAYS_AHEAD + 1);
  const visits = useGetList<HomeVisit>(
    'visits',
    {
      filter: { from: new Date(from).toISOString(), to: new Date(to).toISOString(), status: LIVE, agentId },
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 200 },
    },
    { enabled: me !== null },
  );
  const summary = useSummary(me !== null, agentId);
  const listingIds = useMemo(
    () => [
      ...new Set([
        ...(visits.data ?? []).map((visit) => visit.listingId),
        ...(summary.data?.newCandidates.latest ?? []).map((candidate) => candidate.visit.listingId),
      ]),
    ],
    [visits.data, summary.data],
  );
  const listings = useGetMany<HomeListing>('listings', { ids: listingIds }, { enabled: listingIds.length > 0 });
  const { refetch } = visits;
  const reloadSummary = summary.reload;
  const reload = useCallback(() => {
    void refetch();
    reloadSummary();
  }, [refetch, reloadSummary]);
  useReloadOnNotification(reload);
  return {
    me,
    now,
    timeZone,
    todayEnds: startOfAgencyDay(now, timeZone, 1),
    visits: visits.data,
    loading: visits.isPending || me === null,
    error: visits.error,
    listings: new Map((listings.data ?? []).map((listing) => [listing.id, listing])),
    summary: summary.data,
    reload,
  };
}

function useSummary(enabled: boolean, agentId: string | undefined) {
  const [data, setData] = useState<HomeSummary | undefined>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const query = agentId ? `?agentId=${encodeURIComponent(agentId)}` : '';
    httpClient(`/api/visits/summary${query}`)
      .then(({ json }) => live && setData(json as HomeSummary))
      .catch(() => live && setData(undefined));
    return () => {
      live = false;
    };
  }, [enabled, agentId, version]);
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  return { data, reload };
}

function useReloadOnNotification(reload: () => void): void {
  const [received] = useStore<ReceivedNotification[]>('realtime.received', []);
  const latest = received[0]?.at;
  useEffect(() => {
    if (latest) reload();
  }, [latest, reload]);
}
