import type { Queryable } from '../database/queryable';

const rowsOf = async (manager: Queryable, sql: string, agencyId: string) =>
  (await manager.query<{ row: Record<string, unknown> }[]>(sql, [agencyId])).map(({ row }) => row);

/** The agency, its people (never a password hash) and its audit log, for its end-of-contract export. */
export async function exportAgencyIdentity(manager: Queryable, agencyId: string) {
  const [agency] = await rowsOf(manager, 'SELECT to_jsonb(a) AS row FROM agencies a WHERE a.id = $1', agencyId);
  return {
    agency,
    users: await rowsOf(
      manager,
      `SELECT to_jsonb(u) - 'password_hash' AS row FROM users u WHERE u.agency_id = $1 ORDER BY u.created_at`,
      agencyId,
    ),
    auditLog: await rowsOf(
      manager,
      'SELECT to_jsonb(e) AS row FROM audit_log e WHERE e.agency_id = $1 ORDER BY e.at',
      agencyId,
    ),
  };
}
