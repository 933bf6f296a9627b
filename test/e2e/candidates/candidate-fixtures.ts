import type { Pool } from 'pg';
import { uniqueSuffix } from '../../support/test-env';

/** A candidate straight in the table, in the status given (a refusal with its reason). */
export async function insertCandidate(
  pool: Pool,
  agencyId: string,
  options: Partial<{
    status: number;
    email: string | null;
    phone: string | null;
    language: 'fr' | 'nl' | 'en';
    listingId: string | null;
    firstName: string;
  }> = {},
): Promise<string> {
  const status = options.status ?? 0;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language, listing_id, status,
                             refusal_reason, source)
     VALUES ($1, $2, $3, 'Candidat', $4, $5, $6, $7, $8, 'booking_page') RETURNING id`,
    [
      agencyId,
      options.email === undefined ? `cand-${uniqueSuffix()}@example.test` : options.email,
      options.firstName ?? 'Camille',
      options.phone === undefined ? '+33612345678' : options.phone,
      options.language ?? 'fr',
      options.listingId ?? null,
      status,
      status === 2 ? 'other' : null,
    ],
  );
  return rows[0].id;
}

/** What a refused move must leave as it was: the row, its history and the outbox. */
export async function candidateState(pool: Pool, id: string) {
  const { rows } = await pool.query(
    `SELECT c.status, c.refusal_reason, c.updated_at,
            (SELECT count(*)::int FROM candidate_events e WHERE e.candidate_id = c.id) AS events,
            (SELECT count(*)::int FROM outbox o WHERE o.payload->>'candidateId' = c.id::text) AS outbox
       FROM candidates c WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}
