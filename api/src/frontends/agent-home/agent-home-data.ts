import {
  instantOfWallClock,
  zonedParts,
  type ListingView,
  type MeResponse,
  type VisitSummary,
  type VisitView,
} from '@creneau/contracts';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/actor';
import { parseListQuery } from '../../common/simple-rest/list-query';
import { AuthService } from '../../identity/auth/auth.service';
import { SessionService } from '../../identity/auth/session.service';
import { LISTINGS_LIST } from '../../listings/listings-list';
import { ListingsService } from '../../listings/listings.service';
import { visitSummary } from '../../visits/visit-summary.query';
import { VISITS_LIST, listVisits } from '../../visits/visits-list.query';

/** The services the first screen reads with, taken from the running Nest app. */
export interface HomeServices {
  dataSource: DataSource;
  sessions: SessionService;
  auth: AuthService;
  listings: ListingsService;
}

/** What the agent's home shows, read as the app reads it (dashboard/src/dashboard/useAgentHome.ts). */
export interface AgentHomeData {
  me: MeResponse;
  timeZone: string;
  now: number;
  todayEnds: number;
  visits: VisitView[];
  summary: VisitSummary;
  listings: Map<string, ListingView>;
}

// The app's own query: live visits from the start of the agency's day over the next seven days.
const LIVE = ['booked', 'confirmed', 'done', 'no_show'];
const DAYS_AHEAD = 7;

/** The instant the agency's day starts, `plusDays` after the day of `instant` (as the app's agency-day.ts). */
function startOfAgencyDay(instant: number, timeZone: string, plusDays = 0): number {
  const p = zonedParts(instant, timeZone);
  return instantOfWallClock(Date.UTC(p.year, p.month - 1, p.day + plusDays), timeZone);
}

/**
 * The signed-in realtor's home, scoped as the API scopes it: the session's agency for every read, the
 * agent's own visits for an agent (an admin sees the agency's). Null for anyone the server does not draw a
 * first screen for: no session, ops (their console), visitors, and an ops user acting as an agent (the app
 * shows the masquerade banner first).
 */
export async function loadAgentHome(services: HomeServices, token: string | undefined): Promise<AgentHomeData | null> {
  if (!token) return null;
  const actor: Actor | null = await services.sessions.resolve(token);
  if (!actor || actor.authType !== 'realtor' || !actor.agencyId || actor.realUserId !== actor.userId) return null;
  const me = await services.auth.me(actor);
  if (!me.agency) return null;
  const timeZone = me.agency.timeZone;
  const now = Date.now();
  const agentId = me.user.role === 'agent' ? me.user.id : undefined;
  const from = new Date(startOfAgencyDay(now, timeZone)).toISOString();
  const to = new Date(startOfAgencyDay(now, timeZone, DAYS_AHEAD + 1)).toISOString();
  const manager = services.dataSource.manager;
  const visitsQuery = parseListQuery(
    {
      filter: JSON.stringify({ from, to, status: LIVE, ...(agentId ? { agentId } : {}) }),
      sort: JSON.stringify(['startsAt', 'ASC']),
      range: JSON.stringify([0, 199]),
    },
    VISITS_LIST,
  );
  const [visits, summary] = await Promise.all([
    listVisits(manager, actor.agencyId, visitsQuery),
    visitSummary(manager, { agencyId: actor.agencyId, agentId }),
  ]);
  const ids = [
    ...new Set([
      ...visits.rows.map((visit) => visit.listingId),
      ...summary.newCandidates.latest.map((candidate) => candidate.visit.listingId),
    ]),
  ];
  const listings =
    ids.length === 0
      ? []
      : (await services.listings.list(actor, parseListQuery({ filter: JSON.stringify({ id: ids }) }, LISTINGS_LIST)))
          .rows;
  return {
    me,
    timeZone,
    now,
    todayEnds: startOfAgencyDay(now, timeZone, 1),
    visits: visits.rows,
    summary,
    listings: new Map(listings.map((listing) => [listing.id, listing])),
  };
}
