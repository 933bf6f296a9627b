import type { CandidateVerdict, CandidateVerdictReason } from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

/** A candidate's verdict as stored, and whether an agent set it (an override the rules then respect). */
export interface CandidateVerdictRow {
  id: string;
  agencyId: string;
  listingId: string | null;
  verdict: CandidateVerdict | null;
  overriddenBy: string | null;
}

export async function candidateVerdict(manager: Queryable, candidateId: string): Promise<CandidateVerdictRow | null> {
  const [row] = await manager.query<CandidateVerdictRow[]>(
    `SELECT id, agency_id AS "agencyId", listing_id AS "listingId", verdict, verdict_overridden_by AS "overriddenBy"
       FROM candidates WHERE id = $1`,
    [candidateId],
  );
  return row ?? null;
}

// In every booking's transaction (bench P1/P2): planned once per pooled connection.
const RECORD_VERDICT = prepared(
  'candidate-verdict',
  `WITH judged AS (
     UPDATE candidates SET verdict = $2, verdict_reasons = $3, updated_at = now()
      WHERE id = $1 AND verdict_overridden_by IS NULL RETURNING id, agency_id)
   INSERT INTO candidate_events (candidate_id, agency_id, kind, actor, data)
   SELECT id, agency_id, 'verdict', 'system', jsonb_build_object('verdict', $2::text, 'reasons', $3::jsonb, 'answers', $4::jsonb)
     FROM judged`,
);

/**
 * The rules' verdict on a request, with its reasons and the answers they read, and its history row
 * ('verdict'): one statement, as a booking writes it inside its transaction. The answers stay in the
 * history, where the candidate page reads them for a request that got no visit (the waiting list).
 * An agent's verdict is never overwritten by the rules': theirs stands until they change it.
 */
export async function recordVerdict(
  manager: Queryable,
  candidateId: string,
  verdict: { verdict: CandidateVerdict; reasons: readonly CandidateVerdictReason[] },
  answers: Record<string, unknown>,
): Promise<void> {
  await manager.query(RECORD_VERDICT, [
    candidateId,
    verdict.verdict,
    JSON.stringify(verdict.reasons),
    JSON.stringify(answers),
  ]);
}

/**
 * An agent's own verdict over the rules' (history 'verdict_overridden', naming who and from what).
 * Null when the candidate is not in the agency; the previous verdict otherwise.
 */
export async function overrideVerdict(
  manager: Queryable,
  candidateId: string,
  agencyId: string | null,
  verdict: CandidateVerdict,
  userId: string,
): Promise<{ from: CandidateVerdict | null } | null> {
  const [row] = await manager.query<{ from: CandidateVerdict | null }[]>(
    `WITH previous AS (
       SELECT id, agency_id, verdict FROM candidates
        WHERE id = $1 AND ($2::uuid IS NULL OR agency_id = $2) AND merged_into IS NULL FOR UPDATE),
     judged AS (
       UPDATE candidates c SET verdict = $3, verdict_overridden_by = $4, updated_at = now()
         FROM previous p WHERE c.id = p.id RETURNING c.id, c.agency_id, p.verdict AS "from"),
     logged AS (
       INSERT INTO candidate_events (candidate_id, agency_id, kind, actor, data)
       SELECT id, agency_id, 'verdict_overridden', $4::text, jsonb_build_object('from', "from", 'to', $3::text)
         FROM judged)
     SELECT "from" FROM judged`,
    [candidateId, agencyId, verdict, userId],
  );
  return row ?? null;
}
