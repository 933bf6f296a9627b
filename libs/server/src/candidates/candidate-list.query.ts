import type { CandidateListItem } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A candidate as the back office lists it (CandidateListItem), the listing named by its reference and title. */
export type CandidateListRow = Omit<CandidateListItem, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** The page asked for: ORDER BY terms over `c` (columns of candidates), then LIMIT and OFFSET. */
export interface CandidatePage {
  orderBy: string;
  limit: number;
  offset: number;
}

const LIST_COLUMNS = `
  c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email::text AS email,
  NULLIF(c.phone, '') AS phone, c.language, c.listing_id AS "listingId",
  CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'reference', l.reference,
    'title', COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference)) END AS listing,
  c.status, c.refusal_reason AS "refusalReason", c.source, c.verdict,
  (SELECT count(*)::int FROM visits v WHERE v.candidate_id = c.id) AS "visitCount",
  c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

/**
 * One page of candidates: `where` over `c` (candidates), built by the API from the list's filters,
 * always with `c.merged_into IS NULL` (a merged candidate lives on in its survivor's history only). The
 * page is chosen first, on candidates alone (an index gives it in order), and only its rows are joined to
 * their listing and counted their visits: never the 12,500 rows of a status in a large agency (bench P16).
 */
export function candidateListRows(
  manager: Queryable,
  where: string,
  params: unknown[],
  page: CandidatePage = { orderBy: 'c.created_at DESC, c.id DESC', limit: 1, offset: 0 },
): Promise<CandidateListRow[]> {
  return manager.query<CandidateListRow[]>(
    `SELECT ${LIST_COLUMNS}
       FROM (SELECT * FROM candidates c WHERE ${where}
              ORDER BY ${page.orderBy} LIMIT ${page.limit} OFFSET ${page.offset}) c
       LEFT JOIN listings l ON l.id = c.listing_id
      ORDER BY ${page.orderBy}`,
    params,
  );
}

export async function countCandidates(manager: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM candidates c WHERE ${where}`,
    params,
  );
  return row.total;
}
