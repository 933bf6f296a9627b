import { randomUUID } from 'node:crypto';
import type { FormChoice, ListingFacts, PhoneCountry, VisitSource, VisitStatus } from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';
import type { AgencyTimeZone } from '../identity/agency.entity';

// Read on every booking and every availability request: planning its joins cost Postgres more than running
// them (0.55 ms against 0.05 ms, bench P1), so each connection plans it once. The listing is found by its
// key whatever the scope, so the generic plan is the one a custom plan would choose.
const BOOKING_CONTEXT = prepared(
  'booking-context',
  `SELECT l.id AS "listingId", l.agency_id AS "agencyId", u.id AS "agentId", l.transaction,
          l.latitude, l.longitude, l.visit_duration_minutes AS "durationMinutes",
          l.visit_buffer_minutes AS "bufferMinutes", l.visit_min_notice_hours AS "minNoticeHours",
          l.visit_horizon_days AS "horizonDays", l.visitors_per_slot AS "visitorsPerSlot",
          a.time_zone AS "timeZone", a.travel_min_minutes AS "travelMinMinutes",
          l.country, a.country AS "agencyCountry", l.postal_code AS "postalCode",
          l.prequalification AS "formOverride", f.questions AS "agencyForm",
          json_build_object('transaction', l.transaction, 'status', l.status,
            'amount', CASE WHEN l.transaction = 'rent' THEN l.rent ELSE l.price END, 'currency', l.currency,
            'surface', l.surface, 'rooms', l.rooms, 'bedrooms', l.bedrooms,
            'availableFrom', l.available_from) AS facts,
          e.id AS "earlierId", e.request_hash AS "earlierRequestHash"
     FROM listings l
     JOIN agencies a ON a.id = l.agency_id AND a.active
     LEFT JOIN users u ON u.id = l.agent_id AND u.active AND u.agency_id = l.agency_id
     LEFT JOIN prequalification_forms f ON f.agency_id = l.agency_id AND f.transaction = l.transaction
     LEFT JOIN visits e ON e.agency_id = l.agency_id AND e.idempotency_key = $5
    WHERE l.id = $1
      AND ($2::boolean IS NOT TRUE OR l.status = ANY($3))
      AND ($4::uuid IS NULL OR l.agency_id = $4) AND l.status <> 'archived'`,
);

/** A listing, its agency and active agent as a booking reads them, with the visit of an earlier request. */
export interface BookingContextRow {
  listingId: string;
  agencyId: string;
  agentId: string | null;
  transaction: 'rent' | 'sale';
  latitude: number | null;
  longitude: number | null;
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  visitorsPerSlot: number;
  timeZone: AgencyTimeZone;
  travelMinMinutes: number;
  country: 'FR' | 'BE';
  agencyCountry: PhoneCountry;
  postalCode: string | null;
  /** The listing's own prequalification form and its agency's for the transaction (null: none saved). */
  formOverride: FormChoice[] | null;
  agencyForm: FormChoice[] | null;
  /** What the prequalification rules compare the answers with. */
  facts: ListingFacts;
  earlierId: string | null;
  earlierRequestHash: string | null;
}

/** Which listing: only if published (public), or inside the given agency (back office). */
export type ListingScope = { published: true } | { agencyId: string | null };

/**
 * The listing context and, in the same round trip (the booking hot path), the visit booked earlier with this
 * Idempotency-Key in the listing's agency. Here because it reads the visits table.
 */
export async function bookingContextRow(
  manager: Queryable,
  listingId: string,
  scope: ListingScope,
  publishedStatuses: readonly string[],
  idempotencyKey: string | null,
): Promise<BookingContextRow | null> {
  const [row] = await manager.query<BookingContextRow[]>(BOOKING_CONTEXT, [
    listingId,
    'published' in scope,
    publishedStatuses,
    'agencyId' in scope ? scope.agencyId : null,
    idempotencyKey,
  ]);
  return row ?? null;
}

/** The visit an earlier request with the same Idempotency-Key booked in the agency. */
export interface EarlierBooking {
  id: string;
  requestHash: string | null;
}

export async function earlierBooking(
  manager: Queryable,
  agencyId: string,
  idempotencyKey: string,
): Promise<EarlierBooking | null> {
  const [earlier] = await manager.query<EarlierBooking[]>(
    'SELECT id, request_hash AS "requestHash" FROM visits WHERE agency_id = $1 AND idempotency_key = $2',
    [agencyId, idempotencyKey],
  );
  return earlier ?? null;
}

/** A visit as the booking that wrote it reads it back (RETURNING). */
export interface BookedRow {
  id: string;
  listingId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  calendarToken: string;
}

const BOOKED_ROW_COLUMNS = `id, listing_id AS "listingId", starts_at AS "startsAt", ends_at AS "endsAt", status,
  calendar_token AS "calendarToken"`;

// In every booking's transaction (bench P1/P2): planned once per pooled connection.
const INSERT_VISIT = prepared(
  'visit-insert',
  `INSERT INTO visits (id, agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, answers,
                       idempotency_key, request_hash, rescheduled_from,
                       contact_first_name, contact_last_name, contact_phone, contact_language,
                       calendar_uid, calendar_sequence)
   VALUES ($17, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           -- A move updates the visitor's calendar event: same UID, one change more. The moved visit's id is
           -- read through a sub-select: a first booking's NULL would otherwise plan every call anew (the
           -- planner folds the look-up away and finds that custom plan cheaper than the generic one).
           COALESCE((SELECT calendar_uid FROM visits WHERE id = (SELECT $12::uuid)), $17),
           COALESCE((SELECT calendar_sequence + 1 FROM visits WHERE id = (SELECT $12::uuid)), 0))
   RETURNING ${BOOKED_ROW_COLUMNS}`,
);

/** The contact details given with one booking, kept on its visit (null: none given; '' phone: none). */
export interface VisitContact {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string | null;
}

/** One visit row as a booking writes it, on a seat already taken. */
export interface NewVisit {
  agencyId: string;
  slotId: string;
  agentId: string;
  listingId: string;
  candidateId: string;
  startsAt: Date;
  endsAt: Date;
  source: VisitSource;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  requestHash: string | null;
  rescheduledFrom: string | null;
  contact: VisitContact;
}

/** Writes the visit and answers it as written. */
export async function insertVisit(manager: Queryable, visit: NewVisit): Promise<BookedRow> {
  // Made here so that a first booking's calendar UID is its own id (visit-{id}@creneau).
  const id = randomUUID();
  const [row] = await manager.query<BookedRow[]>(INSERT_VISIT, [
    visit.agencyId,
    visit.slotId,
    visit.agentId,
    visit.listingId,
    visit.candidateId,
    visit.startsAt,
    visit.endsAt,
    visit.source,
    visit.answers,
    visit.idempotencyKey,
    visit.requestHash,
    visit.rescheduledFrom,
    visit.contact.firstName,
    visit.contact.lastName,
    visit.contact.phone,
    visit.contact.language,
    id,
  ]);
  return row;
}

/** A visit as its booking answered it, with its agency's time zone; null when there is none. */
export async function bookedVisitRow(
  manager: Queryable,
  id: string,
): Promise<(BookedRow & { timeZone: string }) | null> {
  const [row] = await manager.query<(BookedRow & { timeZone: string })[]>(
    `SELECT ${BOOKED_ROW_COLUMNS}, (SELECT time_zone FROM agencies WHERE agencies.id = visits.agency_id) AS "timeZone"
       FROM visits WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** An agent marks a visit that has started done or missed; the caller has locked and checked it. */
export async function recordOutcome(
  manager: Queryable,
  id: string,
  outcome: Extract<VisitStatus, 'done' | 'no_show'>,
): Promise<void> {
  await manager.query(`UPDATE visits SET status = $2, updated_at = now() WHERE id = $1`, [id, outcome]);
}

/** The candidate's one-tap answer after the visit: still interested or not. */
export async function recordInterest(manager: Queryable, id: string, interested: boolean): Promise<void> {
  await manager.query(`UPDATE visits SET interested = $2, interest_answered_at = now() WHERE id = $1`, [
    id,
    interested,
  ]);
}
