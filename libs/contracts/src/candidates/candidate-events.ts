import type { CandidateStatus } from './candidate-status';
import type { RefusalReason } from './refusal-reasons';

/**
 * What a candidate's history records, one row each (candidate_events): the request created, a status
 * change, a second request from another source merged into it, a manual merge, a verdict and its
 * override by an agent.
 */
export const CANDIDATE_EVENT_KINDS = [
  'created',
  'status_changed',
  'source_added',
  'merged',
  'verdict',
  'verdict_overridden',
] as const;
export type CandidateEventKind = (typeof CANDIDATE_EVENT_KINDS)[number];

/** One line of a candidate's history as the candidate page shows it. */
export interface CandidateHistoryEntry {
  id: string;
  kind: CandidateEventKind;
  fromStatus: CandidateStatus | null;
  toStatus: CandidateStatus | null;
  reason: RefusalReason | null;
  /** 'system', 'candidate', or the agent's user id (actorName then names them). */
  actor: string;
  actorName: string | null;
  data: Record<string, unknown>;
  at: string;
}
