import { keysetPages, type ExportRow } from '../database/keyset-pages';
import type { Queryable } from '../database/queryable';

/**
 * Every visit of an agency as its end-of-contract export gives it (DPA: the agency takes its data back),
 * page by page; the visitor's calendar token stays out (a secret, not data).
 */
export function exportAgencyVisits(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT v.id::text AS key, to_jsonb(v) - 'calendar_token' - 'request_hash' AS row FROM visits v
      WHERE v.agency_id = $1 AND ($2::uuid IS NULL OR v.id > $2) ORDER BY v.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}

/** The phones the agency's visitors booked with (E.164), to find their SMS replies. */
export async function agencyVisitorPhones(manager: Queryable, agencyId: string): Promise<string[]> {
  const rows = await manager.query<{ phone: string }[]>(
    'SELECT DISTINCT contact_phone AS phone FROM visits WHERE agency_id = $1 AND contact_phone IS NOT NULL',
    [agencyId],
  );
  return rows.map((row) => row.phone);
}
