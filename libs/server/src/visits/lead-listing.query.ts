import { LISTING_NOTICE_COLUMNS, type ListingNoticeRow } from '../listings/listing-notice.query';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

// Run for every portal message (bench P14): each pooled connection parses and plans them once.
const LEAD_LISTING = prepared(
  'lead-listing',
  `SELECT ${LISTING_NOTICE_COLUMNS},
            ($3::citext IS NOT NULL OR $4::text IS NOT NULL) AND EXISTS (
              SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id
               WHERE v.listing_id = l.id AND v.status IN ('booked', 'confirmed', 'done')
                 AND (c.email = $3::citext OR c.phone = $4::text)) AS booked
       FROM listings l JOIN agencies a ON a.id = l.agency_id
      WHERE l.agency_id = $1 AND l.status IN ('active', 'under_offer')
        AND (lower(l.reference) = ANY($2::text[]) OR lower(l.external_id) = ANY($2::text[]) OR l.id::text = ANY($2::text[]))
      ORDER BY array_position($2::text[], lower(l.reference)) NULLS LAST, l.created_at DESC LIMIT 1`,
);

/** The listing a portal's lead is about, as its booking link needs it, and whether the prospect booked it. */
export interface LeadListingRow extends ListingNoticeRow {
  /** This person (by e-mail, or by phone) has a visit of it still on or done: not asked to book again. */
  booked: boolean;
}

/**
 * The agency's listing one of these texts names: its reference (as typed by the agency, in any case),
 * its id in the agency's software (external_id), or its own id. Portals repeat one of these in their
 * lead e-mails, or in the listing's URL. Only a listing still shown can be booked. One round trip for
 * the match, the link's notice and the booked check: a portal lead's job is mostly round trips (P14).
 */
export async function leadListing(
  manager: Queryable,
  agencyId: string,
  references: string[],
  contact: { email: string | null; phone: string | null },
): Promise<LeadListingRow | null> {
  const clean = [...new Set(references.map((text) => text.trim().toLowerCase()).filter((text) => text.length >= 2))];
  if (clean.length === 0) return null;
  const [row] = await manager.query<LeadListingRow[]>(LEAD_LISTING, [agencyId, clean, contact.email, contact.phone]);
  return row ?? null;
}
