import type { NewCandidateView, VisitSummary } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';

export type { NewCandidateView, VisitSummary };

export const NO_SHOW_WINDOW_DAYS = 90;
export const NEW_CANDIDATE_DAYS = 7;
const LATEST_CANDIDATES = 10;

/** Whose figures: an agency (null for ops), and within it one agent or one listing when asked. */
export interface VisitSummaryScope {
  agencyId: string | null;
  agentId?: string | null;
  listingId?: string | null;
}

/** The aggregates of the agent home and of a listing: the no-show rate over 90 days, the candidates met this week. */
export async function visitSummary(manager: EntityManager, where: VisitSummaryScope): Promise<VisitSummary> {
  const params = [where.agencyId, where.agentId ?? null, where.listingId ?? null];
  const scope =
    '($1::uuid IS NULL OR v.agency_id = $1) AND ($2::uuid IS NULL OR v.agent_id = $2) AND ($3::uuid IS NULL OR v.listing_id = $3)';
  const [[outcomes], candidates] = await Promise.all([
    manager.query<{ done: number; noShow: number; interested: number; notInterested: number }[]>(
      `SELECT count(*) FILTER (WHERE v.status = 'done')::int AS done,
              count(*) FILTER (WHERE v.status = 'no_show')::int AS "noShow",
              count(*) FILTER (WHERE v.interested)::int AS interested,
              count(*) FILTER (WHERE NOT v.interested)::int AS "notInterested"
         FROM visits v
        WHERE ${scope} AND v.starts_at >= now() - make_interval(days => ${NO_SHOW_WINDOW_DAYS}) AND v.starts_at < now()`,
      params,
    ),
    manager.query<(Omit<NewCandidateView, 'createdAt'> & { createdAt: Date; total: number })[]>(
      `SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.phone, c.email, c.created_at AS "createdAt",
              latest.visit, count(*) OVER ()::int AS total
         FROM candidates c
         CROSS JOIN LATERAL (
           SELECT json_build_object('id', v.id, 'listingId', v.listing_id, 'startsAt', v.starts_at,
                                    'interested', v.interested) AS visit
             FROM visits v WHERE v.candidate_id = c.id AND ${scope} ORDER BY v.created_at DESC LIMIT 1) latest
        WHERE ($1::uuid IS NULL OR c.agency_id = $1)
          AND c.created_at >= now() - make_interval(days => ${NEW_CANDIDATE_DAYS})
        ORDER BY c.created_at DESC, c.id LIMIT ${LATEST_CANDIDATES}`,
      params,
    ),
  ]);
  const { done, noShow, interested, notInterested } = outcomes;
  const judged = done + noShow;
  return {
    noShow: { days: NO_SHOW_WINDOW_DAYS, done, noShow, rate: judged === 0 ? null : noShow / judged },
    interest: { days: NO_SHOW_WINDOW_DAYS, interested, notInterested },
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
