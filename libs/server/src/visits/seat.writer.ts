import type { EntityManager } from 'typeorm';
import { prepared } from '../database/prepared-statements';

const MINUTE = 60_000;

// Both in a booking's transaction (bench P1/P2): planned once per pooled connection.
const JOIN_SLOT = prepared(
  'seat-join',
  `WITH joined AS (
     UPDATE visit_slots SET seats_taken = seats_taken + 1
      WHERE agent_id = $1 AND listing_id = $2 AND starts_at = $3 AND live AND seats_taken < capacity
      RETURNING id)
   SELECT id FROM joined`,
);
const OPEN_SLOT = prepared(
  'seat-open',
  `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
   VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING id`,
);

export interface SeatRequest {
  agencyId: string;
  agentId: string;
  listingId: string;
  start: number;
  durationMinutes: number;
  bufferMinutes: number;
  capacity: number;
}

/**
 * Takes a seat in the slot at this start: joins the live group slot when it has one left (the row
 * lock of the UPDATE counts seats one at a time), else opens a slot. Opening one over the agent's
 * busy time fails with the exclusion constraint (23P01): the database, not this code, refuses it.
 */
export async function takeSeat(manager: EntityManager, seat: SeatRequest): Promise<string> {
  const start = new Date(seat.start);
  if (seat.capacity > 1) {
    const [joined] = await manager.query<{ id: string }[]>(JOIN_SLOT, [seat.agentId, seat.listingId, start]);
    if (joined) return joined.id;
  }
  const end = seat.start + seat.durationMinutes * MINUTE;
  const [opened] = await manager.query<{ id: string }[]>(OPEN_SLOT, [
    seat.agencyId,
    seat.agentId,
    seat.listingId,
    start,
    new Date(end),
    new Date(end + seat.bufferMinutes * MINUTE),
    seat.capacity,
  ]);
  return opened.id;
}

/** Gives a seat back; the last one frees the agent's time. */
export async function releaseSeat(manager: EntityManager, slotId: string): Promise<void> {
  await manager.query(
    `WITH released AS (
       UPDATE visit_slots SET seats_taken = seats_taken - 1, live = seats_taken > 1 WHERE id = $1 RETURNING id)
     SELECT id FROM released`,
    [slotId],
  );
}

export const isExclusionViolation = (error: unknown): boolean => (error as { code?: string }).code === '23P01';
export const isIdempotencyViolation = (error: unknown): boolean =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'visits_idempotency_unique';
