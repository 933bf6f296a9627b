import { randomBytes } from 'node:crypto';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

/** The candidates a freed slot or a closed listing concerns: on the listing's waiting list, reachable. */
export interface WaitingCandidateRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: string;
}

/** WAITING (5) with the rules' 'wait' (never a declined one), not merged, not anonymised. */
const WAITING_ON = `c.listing_id = $1 AND c.status = 5 AND c.verdict = 'wait' AND c.merged_into IS NULL
                    AND c.anonymised_at IS NULL`;

export async function waitingCandidates(
  manager: Queryable,
  listingId: string,
  limit = 200,
): Promise<WaitingCandidateRow[]> {
  return manager.query<WaitingCandidateRow[]>(
    `SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email, NULLIF(c.phone, '') AS phone,
            c.language
       FROM candidates c WHERE ${WAITING_ON} ORDER BY c.created_at, c.id LIMIT $2`,
    [listingId, limit],
  );
}

/** The visit whose slot was freed: still in the future, for a listing still published. */
export interface FreedSlotRow {
  visitId: string;
  agencyId: string;
  listingId: string;
  startsAt: Date;
}

export async function freedSlot(manager: Queryable, visitId: string): Promise<FreedSlotRow | null> {
  const [row] = await manager.query<FreedSlotRow[]>(
    `SELECT v.id AS "visitId", v.agency_id AS "agencyId", v.listing_id AS "listingId", v.starts_at AS "startsAt"
       FROM visits v JOIN listings l ON l.id = v.listing_id
      WHERE v.id = $1 AND v.status = 'cancelled' AND v.starts_at > now() AND l.status IN ('active', 'under_offer')`,
    [visitId],
  );
  return row ?? null;
}

/** One offer made: to whom, and the token its link carries. */
export interface OfferMade {
  candidateId: string;
  token: string;
}

/** Offers the freed slot to each candidate, once (a job run twice makes no second offer). */
export async function insertOffers(
  manager: Queryable,
  slot: FreedSlotRow,
  candidateIds: string[],
): Promise<OfferMade[]> {
  if (candidateIds.length === 0) return [];
  const tokens = candidateIds.map(() => randomBytes(18).toString('base64url'));
  return manager.query<OfferMade[]>(
    `INSERT INTO waiting_list_offers (agency_id, listing_id, candidate_id, freed_visit_id, starts_at, token)
     SELECT $1, $2, candidate, $3, $4, token FROM unnest($5::uuid[], $6::text[]) AS t (candidate, token)
     ON CONFLICT (freed_visit_id, candidate_id) DO NOTHING
     RETURNING candidate_id AS "candidateId", token`,
    [slot.agencyId, slot.listingId, slot.visitId, slot.startsAt, candidateIds, tokens],
  );
}

/** An open offer, by the token of its link, for this listing. */
export interface OpenOffer {
  id: string;
  candidateId: string;
  startsAt: Date;
}

export async function openOffer(manager: Queryable, listingId: string, token: string): Promise<OpenOffer | null> {
  const [row] = await manager.query<OpenOffer[]>(
    `SELECT id, candidate_id AS "candidateId", starts_at AS "startsAt" FROM waiting_list_offers
      WHERE token = $1 AND listing_id = $2 AND status = 'open'`,
    [token, listingId],
  );
  return row ?? null;
}

export async function takeOffer(manager: Queryable, offerId: string): Promise<void> {
  await manager.query(`UPDATE waiting_list_offers SET status = 'taken', closed_at = now() WHERE id = $1`, [offerId]);
}

/**
 * Closes as gone the offers still open for a start of the listing that a booking just took; answers whom
 * to tell. Locked and updated at once, so two jobs never tell one candidate twice.
 */
export async function closeTakenOffers(
  manager: Queryable,
  listingId: string,
  startsAt: Date,
): Promise<{ offerId: string; candidateId: string }[]> {
  // An UPDATE through TypeORM answers [rows, count].
  const [rows] = await manager.query<[{ offerId: string; candidateId: string }[], number]>(
    `UPDATE waiting_list_offers SET status = 'gone', closed_at = now()
      WHERE listing_id = $1 AND starts_at = $2 AND status = 'open'
      RETURNING id AS "offerId", candidate_id AS "candidateId"`,
    [listingId, startsAt],
  );
  return rows;
}

const VISITS_TAKING_OFFERED_STARTS = prepared(
  'visits-taking-offered-starts',
  `SELECT v.id FROM visits v
    WHERE v.id = ANY($1::uuid[])
      AND EXISTS (SELECT 1 FROM waiting_list_offers o
                   WHERE o.listing_id = v.listing_id AND o.starts_at = v.starts_at AND o.status = 'open')`,
);

/** Which of these visits took a start offered to the waiting list and still open: the few whose offers close. */
export async function visitsTakingOfferedStarts(manager: Queryable, visitIds: readonly string[]): Promise<string[]> {
  if (visitIds.length === 0) return [];
  const rows = await manager.query<{ id: string }[]>(VISITS_TAKING_OFFERED_STARTS, [visitIds]);
  return rows.map((row) => row.id);
}

/** Closes every offer still open for the listing (let or sold: no slot of it is to be had any more). */
export async function closeListingOffers(manager: Queryable, listingId: string): Promise<void> {
  await manager.query(
    `UPDATE waiting_list_offers SET status = 'gone', closed_at = now() WHERE listing_id = $1 AND status = 'open'`,
    [listingId],
  );
}

/** The booked visit's listing and start: whether it took a slot offered to the waiting list. */
export async function bookedSlot(
  manager: Queryable,
  visitId: string,
): Promise<{ listingId: string; agencyId: string; startsAt: Date } | null> {
  const [row] = await manager.query<{ listingId: string; agencyId: string; startsAt: Date }[]>(
    `SELECT listing_id AS "listingId", agency_id AS "agencyId", starts_at AS "startsAt" FROM visits WHERE id = $1`,
    [visitId],
  );
  return row ?? null;
}

/** The candidates by id, as a message addresses them. */
export async function candidatesByIds(manager: Queryable, ids: string[]): Promise<WaitingCandidateRow[]> {
  return manager.query<WaitingCandidateRow[]>(
    `SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email, NULLIF(c.phone, '') AS phone,
            c.language
       FROM candidates c WHERE c.id = ANY($1::uuid[]) AND c.anonymised_at IS NULL`,
    [ids],
  );
}
