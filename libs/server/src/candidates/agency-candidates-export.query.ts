import { keysetPages, type ExportRow } from '../database/keyset-pages';
import type { Queryable } from '../database/queryable';

/** Every candidate of an agency, page by page, for its end-of-contract export. */
export function exportAgencyCandidates(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT c.id::text AS key, to_jsonb(c) AS row FROM candidates c
      WHERE c.agency_id = $1 AND ($2::uuid IS NULL OR c.id > $2) ORDER BY c.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}
