import { randomUUID } from 'node:crypto';
import type { VisitSource } from '@creneau/contracts';
import { publishEvent, takeSeat } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { ListingContext } from '../agenda/booking-context';
import type { ContactDto } from './dto/book-visit.dto';
import { BOOKED_ROW_COLUMNS, type BookedRow } from './visit-view';

const MINUTE = 60_000;

/**
 * The contact details given with one booking, kept on its visit (null: the candidate's apply; a phone
 * of '' says the booking gave none).
 */
export interface VisitContact {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string | null;
}

export interface BookingRecord {
  source: VisitSource;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  requestHash: string | null;
  contact: VisitContact;
  rescheduledFrom?: string;
}

/**
 * The candidate of this e-mail in the agency (or of this phone, among those who gave no e-mail), created
 * on a first booking. Only a trusted caller (an agent of the agency, from the back office) updates an
 * existing one: anyone can type someone else's e-mail into the public form, and the phone and language
 * of a candidate decide where and in which language their reminders and SMS answers go. The booking's
 * own details stay on its visit.
 */
export async function upsertCandidate(
  manager: EntityManager,
  agencyId: string,
  contact: ContactDto,
  trusted: boolean,
): Promise<string> {
  // DO UPDATE with nothing changed still answers the existing row (DO NOTHING would answer none).
  const onConflict = trusted
    ? `first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       phone = COALESCE(EXCLUDED.phone, candidates.phone),
       language = COALESCE($7, candidates.language), updated_at = now()`
    : `updated_at = candidates.updated_at`;
  // A Belgian visitor may give a phone alone: such candidates are one per phone (candidates_phone_only).
  const target = contact.email ? '(agency_id, email)' : '(agency_id, phone) WHERE email IS NULL';
  const [candidate] = await manager.query<{ id: string }[]>(
    `INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ${target} DO UPDATE SET ${onConflict}
     RETURNING id`,
    [
      agencyId,
      contact.email?.toLowerCase() ?? null,
      contact.firstName,
      contact.lastName,
      contact.phone ?? null,
      contact.language ?? 'fr',
      ...(trusted ? [contact.language ?? null] : []),
    ],
  );
  return candidate.id;
}

/** The seat, the visit and its event, written by the caller's transaction. Answers the visit as written. */
export async function insertBooking(
  manager: EntityManager,
  context: ListingContext & { agentId: string },
  start: number,
  candidateId: string,
  record: BookingRecord,
): Promise<BookedRow> {
  const slotId = await takeSeat(manager, {
    agencyId: context.agencyId,
    agentId: context.agentId,
    listingId: context.listingId,
    start,
    durationMinutes: context.durationMinutes,
    bufferMinutes: context.bufferMinutes,
    capacity: context.visitorsPerSlot,
  });
  // Made here so that a first booking's calendar UID is its own id (visit-{id}@creneau).
  const id = randomUUID();
  const [visit] = await manager.query<BookedRow[]>(
    `INSERT INTO visits (id, agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, answers,
                         idempotency_key, request_hash, rescheduled_from,
                         contact_first_name, contact_last_name, contact_phone, contact_language,
                         calendar_uid, calendar_sequence)
     VALUES ($17, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             -- A move updates the visitor's calendar event: same UID, one change more.
             COALESCE((SELECT calendar_uid FROM visits WHERE id = $12), $17),
             COALESCE((SELECT calendar_sequence + 1 FROM visits WHERE id = $12), 0))
     RETURNING ${BOOKED_ROW_COLUMNS}`,
    [
      context.agencyId,
      slotId,
      context.agentId,
      context.listingId,
      candidateId,
      new Date(start),
      new Date(start + context.durationMinutes * MINUTE),
      record.source,
      record.answers,
      record.idempotencyKey,
      record.requestHash,
      record.rescheduledFrom ?? null,
      record.contact.firstName,
      record.contact.lastName,
      record.contact.phone,
      record.contact.language,
      id,
    ],
  );
  if (record.rescheduledFrom) {
    await publishEvent(
      manager,
      'visit.rescheduled',
      { visitId: visit.id, fromVisitId: record.rescheduledFrom },
      context.agencyId,
    );
  } else {
    await publishEvent(manager, 'visit.booked', { visitId: visit.id }, context.agencyId);
  }
  return visit;
}
