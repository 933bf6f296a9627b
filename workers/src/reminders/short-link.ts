import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 10 characters of a 57-letter alphabet (~58 bits): unguessable, and short enough for an SMS. */
function newCode(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The visit's short code for /c/{code} and /i/{code}: one per visit, made on first need. */
export async function shortLinkFor(manager: EntityManager, visitId: string): Promise<string> {
  // One round trip: the new code, or (the insert seeing the existing row, so returning nothing) the old one.
  const [row] = await manager.query<{ code: string }[]>(
    `WITH made AS (INSERT INTO short_links (code, visit_id) VALUES ($1, $2) ON CONFLICT (visit_id) DO NOTHING RETURNING code)
     SELECT code FROM made UNION ALL SELECT code FROM short_links WHERE visit_id = $2 LIMIT 1`,
    [newCode(), visitId],
  );
  if (row) return row.code;
  // Made meanwhile by a concurrent job for the same visit: committed after this statement's snapshot.
  const [made] = await manager.query<{ code: string }[]>(`SELECT code FROM short_links WHERE visit_id = $1`, [visitId]);
  return made.code;
}
