import { regionOf, type Region } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/**
 * The region of the listing the visitor last booked, for a file whose region was never chosen: someone
 * visiting in Brussels is most likely looking there. Null when they never booked.
 */
export async function lastVisitedRegion(manager: Queryable, candidateIds: string[]): Promise<Region | null> {
  if (candidateIds.length === 0) return null;
  const [row] = await manager.query<{ country: 'FR' | 'BE'; postalCode: string | null }[]>(
    `SELECT l.country, l.postal_code AS "postalCode"
       FROM visits v JOIN listings l ON l.id = v.listing_id
      WHERE v.candidate_id = ANY($1::uuid[]) ORDER BY v.starts_at DESC LIMIT 1`,
    [candidateIds],
  );
  return row ? regionOf(row) : null;
}
