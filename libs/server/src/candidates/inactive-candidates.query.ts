import type { Queryable } from '../database/queryable';

/**
 * Candidates not anonymised whose last contact with their agency (their latest visit's end, or the row's
 * last change when they have none) is older than the agency's retention for visits (agency_privacy, default
 * 36 months: the privacy policy's "3 years after your last contact"). At most `limit`, oldest first.
 */
export async function candidatesPastRetention(manager: Queryable, limit: number): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT c.id FROM candidates c
       LEFT JOIN agency_privacy p ON p.agency_id = c.agency_id
       LEFT JOIN LATERAL (SELECT max(v.ends_at) AS last FROM visits v WHERE v.candidate_id = c.id) v ON true
      WHERE c.anonymised_at IS NULL
        AND greatest(v.last, c.updated_at) < now() - make_interval(months => coalesce(p.visits_retention_months, 36))
      ORDER BY greatest(v.last, c.updated_at) LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}
