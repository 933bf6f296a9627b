import {
  candidateMoveRefusal,
  type CandidateActorKind,
  type CandidateStatus,
  type RefusalReason,
} from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { publishEvent } from '../outbox/outbox.writer';

export interface LockedCandidate {
  id: string;
  agencyId: string;
  listingId: string | null;
  status: CandidateStatus;
  refusalReason: RefusalReason | null;
  mergedInto: string | null;
}

/** A move the transitions refuse; `code` is the API's stable error code (answered 409). */
export class CandidateTransitionError extends Error {
  constructor(
    readonly code: 'CANDIDATE_STATE_INVALID' | 'CANDIDATE_REFUSAL_REASON_REQUIRED',
    readonly from: CandidateStatus,
    readonly to: CandidateStatus,
  ) {
    super(
      code === 'CANDIDATE_REFUSAL_REASON_REQUIRED'
        ? 'A refusal needs its reason'
        : `A candidate in status ${from} cannot move to status ${to}`,
    );
  }
}

/** Who moves a candidate: an agent (by user id), the system, or the candidate themself. */
export type CandidateActor = { kind: 'agent'; userId: string } | { kind: Exclude<CandidateActorKind, 'agent'> };

/** How candidate_events.actor records an actor: the agent's user id, or 'system' / 'candidate'. */
export function actorOf(actor: CandidateActor): string {
  return actor.kind === 'agent' ? actor.userId : actor.kind;
}

/**
 * Locks a candidate row for a state change. `agencyId` narrows the lookup to an agency (agents); null
 * for system jobs. Null when the candidate is out of scope or gone.
 */
export async function lockCandidate(
  manager: EntityManager,
  id: string,
  agencyId: string | null,
): Promise<LockedCandidate | null> {
  const [candidate] = await manager.query<LockedCandidate[]>(
    `SELECT id, agency_id AS "agencyId", listing_id AS "listingId", status, refusal_reason AS "refusalReason",
            merged_into AS "mergedInto"
       FROM candidates WHERE id = $1 AND ($2::uuid IS NULL OR agency_id = $2) FOR UPDATE`,
    [id, agencyId],
  );
  return candidate ?? null;
}

export interface CandidateMove {
  to: CandidateStatus;
  actor: CandidateActor;
  /** Required for a refusal (KO), ignored otherwise. */
  reason?: RefusalReason | null;
}

/**
 * Moves a locked candidate: checks the move (candidateMoveRefusal in the contracts, the one place the
 * rules live), writes the status, its history row and the `candidate.status_changed` event, all in the
 * caller's transaction, so a refused move changes nothing and a committed one is always told. Moving
 * to the status it has is a no-op (a bulk change over a mixed selection), not an error. Answers the
 * history row's id, or null for a no-op.
 */
export async function moveCandidate(
  manager: EntityManager,
  candidate: LockedCandidate,
  move: CandidateMove,
): Promise<string | null> {
  const reason = move.to === 2 ? (move.reason ?? null) : null;
  // A candidate merged into another lives on as history only: its survivor is the one to move.
  if (candidate.mergedInto) throw new CandidateTransitionError('CANDIDATE_STATE_INVALID', candidate.status, move.to);
  if (candidate.status === move.to) return null;
  const refusal = candidateMoveRefusal(candidate.status, move.to, move.actor.kind, reason);
  if (refusal) throw new CandidateTransitionError(refusal, candidate.status, move.to);
  await manager.query(`UPDATE candidates SET status = $2, refusal_reason = $3, updated_at = now() WHERE id = $1`, [
    candidate.id,
    move.to,
    reason,
  ]);
  const [event] = await manager.query<{ id: string }[]>(
    `INSERT INTO candidate_events (candidate_id, agency_id, kind, from_status, to_status, reason, actor)
     VALUES ($1, $2, 'status_changed', $3, $4, $5, $6) RETURNING id`,
    [candidate.id, candidate.agencyId, candidate.status, move.to, reason, actorOf(move.actor)],
  );
  await publishEvent(
    manager,
    'candidate.status_changed',
    { candidateId: candidate.id, eventId: event.id },
    candidate.agencyId,
  );
  candidate.status = move.to;
  candidate.refusalReason = reason;
  return event.id;
}
