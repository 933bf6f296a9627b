import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 10 characters of a 57-letter alphabet (~58 bits): unguessable, and short enough for an SMS. */
function newCode(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The visit's short code for /c/{code} and /i/{code}: one per visit, made on first need. */
export async function shortLinkFor(manager: EntityManager, visitId: string): Promise<string> {
  await manager.query(`INSERT INTO short_links (code, visit_id) VALUES ($1, $2) ON CONFLICT (visit_id) DO NOTHING`, [
    newCode(),
    visitId,
  ]);
  const [row] = await manager.query<{ code: string }[]>(`SELECT code FROM short_links WHERE visit_id = $1`, [visitId]);
  return row.code;
}
