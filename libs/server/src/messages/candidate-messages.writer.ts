import type { Queryable } from '../database/queryable';

/** A manual merge of two candidates: the messages about the merged one now belong to the one that stays. */
export async function repointCandidateMessages(manager: Queryable, fromCandidateId: string, toCandidateId: string) {
  await manager.query(`UPDATE messages SET candidate_id = $2 WHERE candidate_id = $1`, [
    fromCandidateId,
    toCandidateId,
  ]);
}
