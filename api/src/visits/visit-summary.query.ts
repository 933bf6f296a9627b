import type { EntityManager } from 'typeorm';

export const NO_SHOW_WINDOW_DAYS = 90;
export const NEW_CANDIDATE_DAYS = 7;
const LATEST_CANDIDATES = 10;

export interface NewCandidateView {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  createdAt: string;
  /** Their latest visit (with this agent when one is asked for). */
  visit: { id: string; listingId: string; startsAt: string };
}

export interface VisitSummary {
  noShow: { days: number; done: number; noShow: number; rate: number | null };
  newCandidates: { days: number; total: number; latest: NewCandidateView[] };
}

/** The agent home's aggregates: the no-show rate over 90 days and the candidates met this week. */
export async function visitSummary(
  manager: EntityManager,
  agencyId: string | null,
  agentId: string | null,
): Promise<VisitSummary> {
  const params = [agencyId, agentId];
  const scope = '($1::uuid IS NULL OR v.agency_id = $1) AND ($2::uuid IS NULL OR v.agent_id = $2)';
  const [[outcomes], candidates] = await Promise.all([
    manager.query<{ done: number; noShow: number }[]>(
      `SELECT count(*) FILTER (WHERE v.status = 'done')::int AS done,
              count(*) FILTER (WHERE v.status = 'no_show')::int AS "noShow"
         FROM visits v
        WHERE ${scope} AND v.starts_at >= now() - make_interval(days => ${NO_SHOW_WINDOW_DAYS}) AND v.starts_at < now()`,
      params,
    ),
    manager.query<(Omit<NewCandidateView, 'createdAt'> & { createdAt: Date; total: number })[]>(
      `SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.phone, c.email, c.created_at AS "createdAt",
              latest.visit, count(*) OVER ()::int AS total
         FROM candidates c
         CROSS JOIN LATERAL (
           SELECT json_build_object('id', v.id, 'listingId', v.listing_id, 'startsAt', v.starts_at) AS visit
             FROM visits v WHERE v.candidate_id = c.id AND ${scope} ORDER BY v.created_at DESC LIMIT 1) latest
        WHERE ($1::uuid IS NULL OR c.agency_id = $1)
          AND c.created_at >= now() - make_interval(days => ${NEW_CANDIDATE_DAYS})
        ORDER BY c.created_at DESC, c.id LIMIT ${LATEST_CANDIDATES}`,
      params,
    ),
  ]);
  const judged = outcomes.done + outcomes.noShow;
  return {
    noShow: { days: NO_SHOW_WINDOW_DAYS, ...outcomes, rate: judged === 0 ? null : outcomes.noShow / judged },
    newCandidates: {
      days: NEW_CANDIDATE_DAYS,
      total: candidates[0]?.total ?? 0,
      latest: candidates.map(({ total: _total, createdAt, ...candidate }) => ({
        ...candidate,
        createdAt: createdAt.toISOString(),
      })),
    },
  };
}
