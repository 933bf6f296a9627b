import type { Queryable } from '../database/queryable';

/** A manual merge of two candidates: the merged one's visits now belong to the one that stays. */
export async function repointCandidateVisits(manager: Queryable, fromCandidateId: string, toCandidateId: string) {
  await manager.query(`UPDATE visits SET candidate_id = $2, updated_at = now() WHERE candidate_id = $1`, [
    fromCandidateId,
    toCandidateId,
  ]);
}
