import { LISTING_NOTICE_COLUMNS, type ListingNoticeRow } from '../listings/listing-notice.query';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

// Run for every portal message (bench P14): each pooled connection parses and plans it once. The leads of
// the jobs a worker reads together are matched in one round trip, one row each (`i`, its place); the
// arrays are read through sub-selects (see prepared()), each lead's texts as a JSON array.
const LEAD_LISTINGS = prepared(
  'lead-listings',
  `SELECT r.i, found.*
       FROM unnest((SELECT $1::int[]), (SELECT $2::uuid[]), (SELECT $3::jsonb[]), (SELECT $4::citext[]),
                   (SELECT $5::text[])) AS r(i, agency_id, texts, email, phone)
      CROSS JOIN LATERAL (SELECT ARRAY(SELECT jsonb_array_elements_text(r.texts)) AS refs) x
      CROSS JOIN LATERAL (
        SELECT ${LISTING_NOTICE_COLUMNS},
               (r.email IS NOT NULL OR r.phone IS NOT NULL) AND EXISTS (
                 SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id
                  WHERE v.listing_id = l.id AND v.status IN ('booked', 'confirmed', 'done')
                    AND (c.email = r.email OR c.phone = r.phone)) AS booked
          FROM listings l JOIN agencies a ON a.id = l.agency_id
         WHERE l.agency_id = r.agency_id AND l.status IN ('active', 'under_offer')
           AND (lower(l.reference) = ANY(x.refs) OR lower(l.external_id) = ANY(x.refs) OR l.id::text = ANY(x.refs))
         ORDER BY array_position(x.refs, lower(l.reference)) NULLS LAST, l.created_at DESC LIMIT 1) found`,
);

/** The listing a portal's lead is about, as its booking link needs it, and whether the prospect booked it. */
export interface LeadListingRow extends ListingNoticeRow {
  /** This person (by e-mail, or by phone) has a visit of it still on or done: not asked to book again. */
  booked: boolean;
}

/** A portal lead to match: its agency, the texts that may name the listing, and who wrote. */
export interface LeadListingRequest {
  agencyId: string;
  references: string[];
  contact: { email: string | null; phone: string | null };
}

/**
 * The agency's listing one of these texts names: its reference (as typed by the agency, in any case),
 * its id in the agency's software (external_id), or its own id. Portals repeat one of these in their
 * lead e-mails, or in the listing's URL. Only a listing still shown can be booked. One round trip for
 * the match, the link's notice and the booked check, for as many leads as given: a portal lead's job
 * is mostly round trips (P14). Answers each lead's listing in its place, or null.
 */
export async function leadListings(
  manager: Queryable,
  requests: LeadListingRequest[],
): Promise<(LeadListingRow | null)[]> {
  const clean = requests.map(({ references }) => [
    ...new Set(references.map((text) => text.trim().toLowerCase()).filter((text) => text.length >= 2)),
  ]);
  const asked = requests.flatMap((request, i) => (clean[i].length > 0 ? [i] : []));
  const found = new Map<number, LeadListingRow>();
  if (asked.length > 0) {
    const rows = await manager.query<(LeadListingRow & { i: number })[]>(LEAD_LISTINGS, [
      asked,
      asked.map((i) => requests[i].agencyId),
      asked.map((i) => JSON.stringify(clean[i])),
      asked.map((i) => requests[i].contact.email),
      asked.map((i) => requests[i].contact.phone),
    ]);
    for (const { i, ...row } of rows) found.set(i, row);
  }
  return requests.map((_, i) => found.get(i) ?? null);
}
