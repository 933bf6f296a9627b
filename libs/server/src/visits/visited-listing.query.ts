import type { Queryable } from '../database/queryable';

/**
 * Whether one of these candidates has visited this listing: a visit done, or booked and over (the agent
 * has not marked it yet). A cancelled or missed visit does not count: applying comes after the visit (CNIL).
 */
export async function hasVisitedListing(
  manager: Queryable,
  candidateIds: string[],
  listingId: string,
): Promise<boolean> {
  if (candidateIds.length === 0) return false;
  const [row] = await manager.query<{ visited: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM visits v
                     WHERE v.candidate_id = ANY($1::uuid[]) AND v.listing_id = $2
                       AND (v.status = 'done' OR (v.status IN ('booked', 'confirmed') AND v.ends_at <= now()))) AS visited`,
    [candidateIds, listingId],
  );
  return row.visited;
}
