import { newCandidates, visitOutcomes, type VisitFigureScope } from '@creneau/server';
import type { EntityManager } from 'typeorm';

export const NO_SHOW_WINDOW_DAYS = 90;
export const NEW_CANDIDATE_DAYS = 7;
const LATEST_CANDIDATES = 10;

export interface NewCandidateView {
  id: string;
  firstName: string;
  lastName: string;
  /** A Belgian visitor gives one means of contact of their choice: one of the two may be null. */
  phone: string | null;
  email: string | null;
  createdAt: string;
  /** Their latest visit (with this agent or at this listing when asked), with their interest answer. */
  visit: { id: string; listingId: string; startsAt: string; interested: boolean | null };
}

export interface VisitSummary {
  noShow: { days: number; done: number; noShow: number; rate: number | null };
  /** The candidates' answers to "still interested?" after visits of the same 90 days. */
  interest: { days: number; interested: number; notInterested: number };
  newCandidates: { days: number; total: number; latest: NewCandidateView[] };
}

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
