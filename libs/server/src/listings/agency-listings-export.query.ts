import { keysetPages, type ExportRow } from '../database/keyset-pages';
import type { Queryable } from '../database/queryable';

/** Every listing of an agency, page by page, for its end-of-contract export (photos are files, listed by key). */
export function exportAgencyListings(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT l.id::text AS key, to_jsonb(l) || jsonb_build_object('photos',
              (SELECT coalesce(jsonb_agg(to_jsonb(p) ORDER BY p.position), '[]') FROM listing_photos p
                WHERE p.listing_id = l.id)) AS row
       FROM listings l WHERE l.agency_id = $1 AND ($2::uuid IS NULL OR l.id > $2) ORDER BY l.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}
