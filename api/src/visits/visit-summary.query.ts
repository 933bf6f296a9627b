import type { NewCandidateView, VisitSummary } from '@creneau/contracts';
import { newCandidates, visitOutcomes, type VisitFigureScope } from '@creneau/server';
import type { EntityManager } from 'typeorm';

export type { NewCandidateView, VisitSummary };

export const NO_SHOW_WINDOW_DAYS = 90;
export const NEW_CANDIDATE_DAYS = 7;
const LATEST_CANDIDATES = 10;

/** Whose figures: an agency (null for ops), and within it one agent or one listing when asked. */
export type VisitSummaryScope = VisitFigureScope;

/** The aggregates of the agent home and of a listing: the no-show rate over 90 days, the candidates met this week. */
export async function visitSummary(manager: EntityManager, where: VisitSummaryScope): Promise<VisitSummary> {
  const [outcomes, candidates] = await Promise.all([
    visitOutcomes(manager, where, NO_SHOW_WINDOW_DAYS),
    newCandidates(manager, where, NEW_CANDIDATE_DAYS, LATEST_CANDIDATES),
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
