import type { CandidateListItem } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A candidate as the back office lists it (CandidateListItem), the listing named by its reference and title. */
export type CandidateListRow = Omit<CandidateListItem, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

// The visit count reads visits_candidate_idx once per row of the page, never the whole agency.
const LIST_SELECT = `
  SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email::text AS email,
         NULLIF(c.phone, '') AS phone, c.language, c.listing_id AS "listingId",
         CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'reference', l.reference,
           'title', COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference)) END AS listing,
         c.status, c.refusal_reason AS "refusalReason", c.source, c.verdict,
         (SELECT count(*)::int FROM visits v WHERE v.candidate_id = c.id) AS "visitCount",
         c.created_at AS "createdAt", c.updated_at AS "updatedAt"
    FROM candidates c LEFT JOIN listings l ON l.id = c.listing_id`;

/**
 * One page of candidates: `where` over `c` (candidates), built by the API from the list's filters,
 * always with `c.merged_into IS NULL` (a merged candidate lives on in its survivor's history only).
 */
export function candidateListRows(
  manager: Queryable,
  where: string,
  params: unknown[],
  tail = '',
): Promise<CandidateListRow[]> {
  return manager.query<CandidateListRow[]>(`${LIST_SELECT} WHERE ${where} ${tail}`, params);
}

export async function countCandidates(manager: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM candidates c WHERE ${where}`,
    params,
  );
  return row.total;
}
