import { keysetPages, type ExportRow } from '../database/keyset-pages';
import type { Queryable } from '../database/queryable';

/** The agency's own row, for its end-of-contract export. */
export async function exportAgencyRow(manager: Queryable, agencyId: string): Promise<ExportRow | undefined> {
  const [found] = await manager.query<{ row: ExportRow }[]>(
    'SELECT to_jsonb(a) AS row FROM agencies a WHERE a.id = $1',
    [agencyId],
  );
  return found?.row;
}

/** The agency's people (never a password hash), page by page. */
export function exportAgencyUsers(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT u.id::text AS key, to_jsonb(u) - 'password_hash' AS row FROM users u
      WHERE u.agency_id = $1 AND ($2::uuid IS NULL OR u.id > $2) ORDER BY u.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}

/** The agency's audit log, page by page. */
export function exportAgencyAuditLog(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT e.id::text AS key, to_jsonb(e) AS row FROM audit_log e
      WHERE e.agency_id = $1 AND ($2::bigint IS NULL OR e.id > $2) ORDER BY e.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}
