import { randomInt } from 'node:crypto';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

// Run for every portal message (bench P14): each pooled connection parses and plans them once.
const LEAD_LINK_FOR = prepared(
  'lead-link-for',
  `WITH made AS (
       INSERT INTO lead_links (code, agency_id, listing_id, candidate_id, portal) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (candidate_id, listing_id) DO NOTHING RETURNING code)
     SELECT code FROM made UNION ALL SELECT code FROM lead_links WHERE candidate_id = $4 AND listing_id = $3`,
);

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * 12 characters (~70 bits): unguessable and short enough for an SMS. One more than a visit's codes, so
 * the two kinds of /c/{code} never meet.
 */
export function newLeadCode(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The booking link of a portal lead: one per candidate and listing, made on first need. */
export async function leadLinkFor(
  manager: Queryable,
  link: { agencyId: string; listingId: string; candidateId: string; portal: string | null },
): Promise<string> {
  const [row] = await manager.query<{ code: string }[]>(LEAD_LINK_FOR, [
    newLeadCode(),
    link.agencyId,
    link.listingId,
    link.candidateId,
    link.portal,
  ]);
  return row.code;
}

/** Where a lead's /c/{code} leads: the listing's booking page, and the portal for its source. */
export async function leadLinkTarget(
  manager: Queryable,
  code: string,
): Promise<{ listingId: string; portal: string | null } | null> {
  if (code.length !== 12) return null;
  const [row] = await manager.query<{ listingId: string; portal: string | null }[]>(
    `SELECT listing_id AS "listingId", portal FROM lead_links WHERE code = $1`,
    [code],
  );
  return row ?? null;
}
