import type { EntityManager } from 'typeorm';
import { repointApplicantAnswers } from '../applicants/applicant-answers';
import { repointCandidateMessages } from '../messages/candidate-messages.writer';
import { repointCandidateVisits } from '../visits/candidate-visits.writer';
import { actorOf, lockCandidate, type CandidateActor, type LockedCandidate } from './candidate-transitions';

/** A merge the rules refuse: into itself, or with a candidate already merged (answered 409). */
export class CandidateMergeError extends Error {
  readonly code = 'CANDIDATE_MERGE_INVALID';
}

/**
 * Merges candidate `fromId` into `intoId` (the same person, found twice: another e-mail, a phone typed
 * differently), in the caller's transaction. Nothing is lost: the merged one's visits, answers and messages move to
 * the one that stays, its history rows too (each still says what happened to it), and both get a
 * 'merged' row naming the other, the stayer's with the merged one's details as they were. The merged row
 * stays, pointing at its survivor (merged_into), out of lists and of the person keys. The survivor keeps
 * its status: merging decides nothing about the request. Null when either is out of scope.
 */
export async function mergeCandidates(
  manager: EntityManager,
  intoId: string,
  fromId: string,
  agencyId: string | null,
  actor: CandidateActor,
): Promise<LockedCandidate | null> {
  // Both locked in id order: two agents merging the same pair each way wait, never deadlock. Out of
  // scope answers before any rule, so another agency learns nothing of an id.
  const locked = new Map<string, LockedCandidate | null>();
  for (const id of [...new Set([intoId, fromId])].sort()) locked.set(id, await lockCandidate(manager, id, agencyId));
  const into = locked.get(intoId);
  const from = locked.get(fromId);
  if (!into || !from || into.agencyId !== from.agencyId) return null;
  if (intoId === fromId) throw new CandidateMergeError('A candidate cannot be merged into itself');
  if (into.mergedInto || from.mergedInto) throw new CandidateMergeError('One of these candidates is already merged');
  await repointCandidateVisits(manager, from.id, into.id);
  await repointApplicantAnswers(manager, from.id, into.id);
  await repointCandidateMessages(manager, from.id, into.id);
  await manager.query(
    `UPDATE candidate_events SET candidate_id = $2, data = data || jsonb_build_object('mergedFrom', $1::uuid)
      WHERE candidate_id = $1`,
    [from.id, into.id],
  );
  await manager.query(
    `INSERT INTO candidate_events (candidate_id, agency_id, kind, actor, data)
     SELECT $2, c.agency_id, 'merged', $3,
            jsonb_build_object('from', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
                               'phone', c.phone, 'listingId', c.listing_id, 'source', c.source, 'status', c.status)
       FROM candidates c WHERE c.id = $1
     UNION ALL
     SELECT $1, c.agency_id, 'merged', $3, jsonb_build_object('into', $2::uuid) FROM candidates c WHERE c.id = $1`,
    [from.id, into.id, actorOf(actor)],
  );
  await manager.query(`UPDATE candidates SET merged_into = $2, updated_at = now() WHERE id = $1`, [from.id, into.id]);
  await manager.query(`UPDATE candidates SET updated_at = now() WHERE id = $1`, [into.id]);
  return into;
}
