import type { Queryable } from '../database/queryable';

/** Every listing of an agency, for its end-of-contract export (photos are files, listed by key). */
export async function exportAgencyListings(manager: Queryable, agencyId: string): Promise<Record<string, unknown>[]> {
  const rows = await manager.query<{ row: Record<string, unknown> }[]>(
    `SELECT to_jsonb(l) || jsonb_build_object('photos',
              (SELECT coalesce(jsonb_agg(to_jsonb(p) ORDER BY p.position), '[]') FROM listing_photos p
                WHERE p.listing_id = l.id)) AS row
       FROM listings l WHERE l.agency_id = $1 ORDER BY l.reference`,
    [agencyId],
  );
  return rows.map(({ row }) => row);
}
