import type { VisitSource } from '@creneau/contracts';
import { publishEvent } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { ListingContext } from '../agenda/booking-context';
import type { ContactDto } from './dto/book-visit.dto';
import { takeSeat } from '@creneau/server';

const MINUTE = 60_000;

export interface BookingRecord {
  source: VisitSource;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  requestHash: string | null;
  rescheduledFrom?: string;
}

export async function upsertCandidate(manager: EntityManager, agencyId: string, contact: ContactDto): Promise<string> {
  const [candidate] = await manager.query<{ id: string }[]>(
    `INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (agency_id, email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       phone = EXCLUDED.phone, language = EXCLUDED.language, updated_at = now()
     RETURNING id`,
    [
      agencyId,
      contact.email.toLowerCase(),
      contact.firstName,
      contact.lastName,
      contact.phone,
      contact.language ?? 'fr',
    ],
  );
  return candidate.id;
}

/** The seat, the visit and its event, written by the caller's transaction. Answers the visit id. */
export async function insertBooking(
  manager: EntityManager,
  context: ListingContext & { agentId: string },
  start: number,
  candidateId: string,
  record: BookingRecord,
): Promise<string> {
  const slotId = await takeSeat(manager, {
    agencyId: context.agencyId,
    agentId: context.agentId,
    listingId: context.listingId,
    start,
    durationMinutes: context.durationMinutes,
    bufferMinutes: context.bufferMinutes,
    capacity: context.visitorsPerSlot,
  });
  const [visit] = await manager.query<{ id: string }[]>(
    `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, answers,
                         idempotency_key, request_hash, rescheduled_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
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
  return visit.id;
}
