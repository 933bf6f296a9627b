import type { ListingView, VisitSummary, VisitView } from '@creneau/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { useMe } from '../providers/useMe';
import { useReloadOnNotification } from '../realtime/useReloadOnNotification';
import { DEFAULT_TIME_ZONE } from '../time/agency-time';
import { startOfAgencyDay } from './agency-day';
import { useVisitSummary } from './useVisitSummary';

/** What the home reads of a visit (GET /api/visits). */
export type HomeVisit = Pick<
  VisitView,
  'id' | 'listingId' | 'startsAt' | 'endsAt' | 'status' | 'candidate' | 'interested' | 'voucher'
>;

export type HomeListing = Pick<ListingView, 'id' | 'reference' | 'title'>;

const LIVE = ['booked', 'confirmed', 'done', 'no_show'];
const DAYS_AHEAD = 7;

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
 * the summary figures, refreshed after an action and when a live notification arrives. Realtors only:
 * ops have the console instead, and read an agency's day by acting as one of its agents.
 */
/** The home's figures; kept under this name for the home's components. */
export type HomeSummary = VisitSummary;

export function useAgentHome() {
  const me = useMe();
  const now = useNow();
  const realtor = me?.user.authType === 'realtor' && me.agency !== null;
  const timeZone = me?.agency?.timeZone ?? DEFAULT_TIME_ZONE;
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
    { enabled: realtor },
  );
  const summary = useVisitSummary(realtor, { agentId });
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
    // Everything the first screen drew is here (or failed): the visits, their listings, the figures.
    settled:
      me !== null &&
      !visits.isPending &&
      (visits.error !== null || (summary.settled && (listingIds.length === 0 || !listings.isPending))),
    reload,
  };
}
