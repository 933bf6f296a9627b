import type { Queryable } from '../database/queryable';

/** Every candidate of an agency, for its end-of-contract export. */
export async function exportAgencyCandidates(manager: Queryable, agencyId: string): Promise<Record<string, unknown>[]> {
  const rows = await manager.query<{ row: Record<string, unknown> }[]>(
    `SELECT to_jsonb(c) AS row FROM candidates c WHERE c.agency_id = $1 ORDER BY c.created_at`,
    [agencyId],
  );
  return rows.map(({ row }) => row);
}
