import { canMoveVisit, type VisitCancelledBy, type VisitStatus } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { publishEvent } from '../outbox/outbox.writer';
import { isExclusionViolation, releaseSeat } from './seat.writer';

export interface LockedVisit {
  id: string;
  agencyId: string;
  agentId: string;
  slotId: string;
  listingId: string;
  candidateId: string;
  status: VisitStatus;
  startsAt: Date;
  answers: Record<string, unknown>;
  /** The contact details given with the booking (each null when none was: the candidate's apply). */
  contact: { firstName: string | null; lastName: string | null; phone: string | null; language: string | null };
}

export class VisitTransitionError extends Error {
  constructor(
    readonly from: VisitStatus,
    readonly to: VisitStatus,
  ) {
    super(`A ${from} visit cannot become ${to}`);
  }
}

/**
 * Locks a visit row for a state change. `scope` narrows the lookup: an agency for agents, a candidate
 * set for a visitor, nothing for system jobs. Null when the visit is out of scope or gone.
 */
export async function lockVisit(
  manager: EntityManager,
  id: string,
  scope: { agencyId?: string | null; candidateIds?: string[] } = {},
): Promise<LockedVisit | null> {
  const [visit] = await manager.query<LockedVisit[]>(
    `SELECT id, agency_id AS "agencyId", agent_id AS "agentId", slot_id AS "slotId", listing_id AS "listingId",
            candidate_id AS "candidateId", status, starts_at AS "startsAt", answers,
            json_build_object('firstName', contact_first_name, 'lastName', contact_last_name,
                              'phone', contact_phone, 'language', contact_language) AS contact
       FROM visits
      WHERE id = $1 AND ($2::uuid IS NULL OR agency_id = $2) AND ($3::uuid[] IS NULL OR candidate_id = ANY($3))
        FOR UPDATE`,
    [id, scope.agencyId ?? null, scope.candidateIds ?? null],
  );
  return visit ?? null;
}

export function assertCanMove(visit: LockedVisit, to: VisitStatus): void {
  if (!canMoveVisit(visit.status, to)) throw new VisitTransitionError(visit.status, to);
}

/** The candidate said they will come. Confirming twice is a no-op, not an error. */
export async function confirmVisit(manager: EntityManager, visit: LockedVisit): Promise<boolean> {
  if (visit.status === 'confirmed') return false;
  assertCanMove(visit, 'confirmed');
  await manager.query(
    `UPDATE visits SET status = 'confirmed', confirmed_at = now(), calendar_sequence = calendar_sequence + 1,
            updated_at = now() WHERE id = $1`,
    [visit.id],
  );
  await publishEvent(manager, 'visit.confirmed', { visitId: visit.id }, visit.agencyId);
  return true;
}

/** Frees the seat and records who cancelled and why; the event warns the agent and drops reminders. */
export async function cancelVisit(
  manager: EntityManager,
  visit: LockedVisit,
  by: VisitCancelledBy,
  why: string,
  options: { publish?: boolean } = {},
): Promise<void> {
  assertCanMove(visit, 'cancelled');
  await releaseSeat(manager, visit.slotId);
  await manager.query(
    `UPDATE visits SET status = 'cancelled', cancelled_by = $2, cancelled_why = $3, cancelled_at = now(),
            calendar_sequence = calendar_sequence + 1, updated_at = now() WHERE id = $1`,
    [visit.id, by, why],
  );
  if (options.publish !== false) {
    await publishEvent(manager, 'visit.cancelled', { visitId: visit.id }, visit.agencyId);
  }
}

/**
 * Moves a visit: frees its seat, lets `bookReplacement` book the new one (inside the same transaction,
 * so the freed time is bookable), then ends the old one as 'rescheduled', linked to the new one (which
 * points back through its rescheduled_from). No event of its own: the new visit's `visit.rescheduled`
 * carries the move, and its jobs drop the old visit's reminders. Answers the new visit's id.
 */
export async function rescheduleVisit(
  manager: EntityManager,
  visit: LockedVisit,
  by: VisitCancelledBy,
  bookReplacement: () => Promise<string>,
): Promise<string> {
  assertCanMove(visit, 'rescheduled');
  await releaseSeat(manager, visit.slotId);
  const replacementId = await bookReplacement();
  await manager.query(
    `UPDATE visits SET status = 'rescheduled', rescheduled_to = $2, cancelled_by = $3, cancelled_at = now(),
            updated_at = now() WHERE id = $1`,
    [visit.id, replacementId, by],
  );
  return replacementId;
}

/**
 * Undoes a visitor's cancellation (an SMS "NON" they take back at once), when its slot is still free:
 * the seat is taken again (the exclusion constraint refuses it if the agent's time was booked since)
 * and the visit is confirmed, as the visitor just said they will come. The visit.booked event plans its
 * reminders again and shows it in the agent's live view. False when the slot is gone; nothing changes.
 */
export async function restoreCancelledVisit(manager: EntityManager, visit: LockedVisit): Promise<boolean> {
  if (visit.status !== 'cancelled') return false;
  await manager.query('SAVEPOINT restore_visit');
  try {
    const [seat] = await manager.query<{ id: string }[]>(
      `UPDATE visit_slots SET seats_taken = seats_taken + 1, live = true
        WHERE id = $1 AND seats_taken < capacity RETURNING id`,
      [visit.slotId],
    );
    if (!seat) {
      await manager.query('ROLLBACK TO SAVEPOINT restore_visit');
      return false;
    }
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    await manager.query('ROLLBACK TO SAVEPOINT restore_visit');
    return false;
  }
  await manager.query(
    `UPDATE visits SET status = 'confirmed', confirmed_at = now(), cancelled_by = NULL, cancelled_why = NULL,
            cancelled_at = NULL, updated_at = now() WHERE id = $1`,
    [visit.id],
  );
  await publishEvent(manager, 'visit.booked', { visitId: visit.id }, visit.agencyId);
  return true;
}
