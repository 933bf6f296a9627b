import type { Queryable } from '../database/queryable';

/** An inbound address as stored: its local part, and whose it is (an agent, or the agency when userId is null). */
export interface InboundAddressRow {
  localPart: string;
  agencyId: string;
  userId: string | null;
  name: string | null;
}

/** `Marie-Ève Le Gall` → `marie-eve.le-gall`: letters without accents, words joined by hyphens. */
export function localPartOf(...parts: string[]): string {
  const word = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return parts.map(word).filter(Boolean).join('.') || 'leads';
}

/**
 * Gives the agency and each of its active agents their address, where they have none yet: `prenom.nom`
 * (the agency: its chosen local part, else its slug), with `-2`, `-3`… when taken. Addresses, once
 * given, never change: portals keep them for years.
 */
export async function ensureInboundAddresses(manager: Queryable, agencyId: string): Promise<void> {
  const missing = await manager.query<{ userId: string | null; base: string[] }[]>(
    `SELECT NULL::uuid AS "userId", ARRAY[COALESCE(a.inbound_local_part::text, a.slug::text)] AS base
       FROM agencies a WHERE a.id = $1
        AND NOT EXISTS (SELECT 1 FROM inbound_addresses i WHERE i.agency_id = a.id AND i.user_id IS NULL)
     UNION ALL
     SELECT u.id, ARRAY[u.first_name, u.last_name] FROM users u
      WHERE u.agency_id = $1 AND u.auth_type = 'realtor' AND u.active
        AND NOT EXISTS (SELECT 1 FROM inbound_addresses i WHERE i.user_id = u.id)`,
    [agencyId],
  );
  for (const owner of missing) {
    const base = localPartOf(...owner.base);
    for (let n = 1; n < 100; n += 1) {
      const [made] = await manager.query<{ local_part: string }[]>(
        `INSERT INTO inbound_addresses (local_part, agency_id, user_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING local_part`,
        [n === 1 ? base : `${base}-${n}`, agencyId, owner.userId],
      );
      if (made) break;
      // Given meanwhile by a concurrent call: the owner has theirs.
      const [has] = await manager.query<unknown[]>(
        `SELECT 1 FROM inbound_addresses WHERE agency_id = $1 AND user_id IS NOT DISTINCT FROM $2`,
        [agencyId, owner.userId],
      );
      if (has) break;
    }
  }
}

/** The agency's addresses, the agency's own first, then its agents' by name. */
export async function inboundAddresses(manager: Queryable, agencyId: string): Promise<InboundAddressRow[]> {
  return manager.query<InboundAddressRow[]>(
    `SELECT i.local_part AS "localPart", i.agency_id AS "agencyId", i.user_id AS "userId",
            CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS name
       FROM inbound_addresses i LEFT JOIN users u ON u.id = i.user_id
      WHERE i.agency_id = $1 AND (u.id IS NULL OR u.active)
      ORDER BY i.user_id IS NOT NULL, u.last_name, u.first_name`,
    [agencyId],
  );
}

/** Whose an address is, for the SMTP server's RCPT TO: only an active agency's stored addresses. */
export async function resolveInboundAddress(manager: Queryable, localPart: string): Promise<InboundAddressRow | null> {
  const [row] = await manager.query<InboundAddressRow[]>(
    `SELECT i.local_part AS "localPart", i.agency_id AS "agencyId", i.user_id AS "userId", NULL AS name
       FROM inbound_addresses i JOIN agencies a ON a.id = i.agency_id
      WHERE i.local_part = $1 AND a.active`,
    [localPart],
  );
  return row ?? null;
}
