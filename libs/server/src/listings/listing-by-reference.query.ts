import type { Queryable } from '../database/queryable';

/** The listing a portal's lead is about. */
export interface ListingMatchRow {
  id: string;
  reference: string;
}

/**
 * The agency's listing one of these texts names: its reference (as typed by the agency, in any case),
 * its id in the agency's software (external_id), or its own id. Portals repeat one of these in their
 * lead e-mails, or in the listing's URL. Only a listing still shown can be booked.
 */
export async function listingByReference(
  manager: Queryable,
  agencyId: string,
  references: string[],
): Promise<ListingMatchRow | null> {
  const clean = [...new Set(references.map((text) => text.trim().toLowerCase()).filter((text) => text.length >= 2))];
  if (clean.length === 0) return null;
  const [row] = await manager.query<ListingMatchRow[]>(
    `SELECT id, reference FROM listings
      WHERE agency_id = $1 AND status IN ('active', 'under_offer')
        AND (lower(reference) = ANY($2::text[]) OR lower(external_id) = ANY($2::text[]) OR id::text = ANY($2::text[]))
      ORDER BY array_position($2::text[], lower(reference)) NULLS LAST, created_at DESC LIMIT 1`,
    [agencyId, clean],
  );
  return row ?? null;
}
