import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 10 characters of a 57-letter alphabet (~58 bits): unguessable, and short enough for an SMS. */
function newCode(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The visit's short code for /c/{code} and /i/{code}: one per visit, made on first need. */
export async function shortLinkFor(manager: EntityManager, visitId: string): Promise<string> {
  const codes = await shortLinksFor(manager, [visitId]);
  return codes.get(visitId)!;
}

/** The short codes of many visits (a batch of reminders), made where missing, in one round trip. */
export async function shortLinksFor(manager: EntityManager, visitIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(visitIds)];
  if (ids.length === 0) return new Map();
  // The new codes, and (the insert seeing the existing rows, so returning nothing for them) the old ones.
  const rows = await manager.query<{ visit_id: string; code: string }[]>(
    `WITH made AS (INSERT INTO short_links (code, visit_id) SELECT * FROM unnest($1::text[], $2::uuid[])
                   ON CONFLICT (visit_id) DO NOTHING RETURNING visit_id, code)
     SELECT visit_id, code FROM made
     UNION ALL SELECT visit_id, code FROM short_links WHERE visit_id = ANY($2::uuid[])`,
    [ids.map(newCode), ids],
  );
  const codes = new Map(rows.map((row) => [row.visit_id, row.code]));
  // Made meanwhile by a concurrent job for the same visit: committed after this statement's snapshot.
  const missing = ids.filter((id) => !codes.has(id));
  if (missing.length > 0) {
    const made = await manager.query<{ visit_id: string; code: string }[]>(
      `SELECT visit_id, code FROM short_links WHERE visit_id = ANY($1::uuid[])`,
      [missing],
    );
    for (const row of made) codes.set(row.visit_id, row.code);
  }
  return codes;
}
