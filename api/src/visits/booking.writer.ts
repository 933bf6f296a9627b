import type { VisitSource } from '@creneau/contracts';
import { insertVisit, publishEvent, takeSeat, type BookedRow, type VisitContact } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { ListingContext } from '../agenda/booking-context';

const MINUTE = 60_000;

export interface BookingRecord {
  source: VisitSource;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  requestHash: string | null;
  contact: VisitContact;
  rescheduledFrom?: string;
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
  const visit = await insertVisit(manager, {
    agencyId: context.agencyId,
    slotId,
    agentId: context.agentId,
    listingId: context.listingId,
    candidateId,
    startsAt: new Date(start),
    endsAt: new Date(start + context.durationMinutes * MINUTE),
    source: record.source,
    answers: record.answers,
    idempotencyKey: record.idempotencyKey,
    requestHash: record.requestHash,
    rescheduledFrom: record.rescheduledFrom ?? null,
    contact: record.contact,
  });
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
