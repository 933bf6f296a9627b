import { regionOf, type Region } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** What an application to a listing needs of it: its agency, region, rent and names. */
export interface ListingForApplication {
  id: string;
  agencyId: string;
  agencyName: string;
  reference: string;
  title: string;
  city: string | null;
  region: Region;
  /** Rent with charges, in cents; null when the listing gives no rent. */
  rentCents: number | null;
}

type Row = Omit<ListingForApplication, 'region'> & { country: 'FR' | 'BE'; postalCode: string | null };

/** A listing to let that a visitor may apply to (published or not: the agent shared it), or null. */
export async function listingForApplication(
  manager: Queryable,
  listingId: string,
): Promise<ListingForApplication | null> {
  const [row] = await manager.query<Row[]>(
    `SELECT l.id, l.agency_id AS "agencyId", a.name AS "agencyName", l.reference,
            COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference) AS title, l.city,
            l.country, l.postal_code AS "postalCode",
            CASE WHEN l.rent IS NULL THEN NULL ELSE round((l.rent + COALESCE(l.charges, 0)) * 100)::bigint END::float8
              AS "rentCents"
       FROM listings l JOIN agencies a ON a.id = l.agency_id
      WHERE l.id = $1 AND l.transaction = 'rent'`,
    [listingId],
  );
  if (!row) return null;
  const { country, postalCode, ...listing } = row;
  return { ...listing, region: regionOf({ country, postalCode }) };
}
