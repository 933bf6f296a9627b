import type { CandidateStatus, RefusalReason } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** One past move of a demo candidate, `daysAgo` days before the seed ran. */
export interface SeededMove {
  to: CandidateStatus;
  reason?: RefusalReason;
  daysAgo: number;
}

/** The agency's candidates still untouched (no status change yet), as the list shows them first (newest). */
export async function untouchedCandidateIds(manager: Queryable, agencyId: string, limit: number): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT c.id FROM candidates c
      WHERE c.agency_id = $1 AND c.merged_into IS NULL AND c.status = 0
        AND NOT EXISTS (SELECT 1 FROM candidate_events e WHERE e.candidate_id = c.id AND e.kind = 'status_changed')
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
    [agencyId, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Demo only (`npm start`): a candidate walked through past moves, each with its dated history row, so the
 * candidates screen is lived in. No event is published: the demo tells nobody of what never happened.
 * The moves are the seed's to keep within the transitions (candidate-status.ts).
 */
export async function seedCandidateMoves(
  manager: Queryable,
  candidateId: string,
  actor: string,
  moves: SeededMove[],
): Promise<void> {
  if (moves.length === 0) return;
  // The request came in the day before its first move: its creation and 'created' row say so.
  const since = moves[0].daysAgo + 1;
  await manager.query(`UPDATE candidates SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
    candidateId,
    since,
  ]);
  await manager.query(
    `UPDATE candidate_events SET at = now() - make_interval(days => $2) WHERE candidate_id = $1 AND kind = 'created'`,
    [candidateId, since],
  );
  let from: CandidateStatus = 0;
  for (const move of moves) {
    await manager.query(
      `INSERT INTO candidate_events (candidate_id, agency_id, kind, from_status, to_status, reason, actor, at)
       SELECT id, agency_id, 'status_changed', $2, $3, $4, $5, now() - make_interval(days => $6) FROM candidates WHERE id = $1`,
      [candidateId, from, move.to, move.reason ?? null, actor, move.daysAgo],
    );
    from = move.to;
  }
  const last = moves[moves.length - 1];
  await manager.query(`UPDATE candidates SET status = $2, refusal_reason = $3, updated_at = now() WHERE id = $1`, [
    candidateId,
    last.to,
    last.to === 2 ? (last.reason ?? 'other') : null,
  ]);
}

/** Whether any candidate of the agency ever changed status: a demo seeded once is not walked again. */
export async function agencyHasStatusHistory(manager: Queryable, agencyId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM candidate_events WHERE agency_id = $1 AND kind = 'status_changed' LIMIT 1`,
    [agencyId],
  );
  return rows.length > 0;
}
