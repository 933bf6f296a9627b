import type { Queryable } from '../database/queryable';

/**
 * Whether this person (by e-mail, or by phone) already has a visit of this listing that is still
 * on or done: a portal lead from someone who booked already is not asked to book again.
 */
export async function hasBookedListing(
  manager: Queryable,
  listingId: string,
  contact: { email: string | null; phone: string | null },
): Promise<boolean> {
  if (!contact.email && !contact.phone) return false;
  const [row] = await manager.query<{ booked: boolean }[]>(
    `SELECT EXISTS (
       SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id
        WHERE v.listing_id = $1 AND v.status IN ('booked', 'confirmed', 'done')
          AND (c.email = $2::citext OR c.phone = $3::text)) AS booked`,
    [listingId, contact.email, contact.phone],
  );
  return row.booked;
}
