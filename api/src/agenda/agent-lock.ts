import { prepared } from '@creneau/server';
import type { EntityManager } from 'typeorm';

// Both run in every booking (bench P1/P2): planned once per pooled connection.
const LOCK = prepared('agenda-lock', `SELECT pg_advisory_xact_lock(hashtext('agenda:agent:' || $1))`);
const TRY_LOCK = prepared(
  'agenda-try-lock',
  `SELECT pg_try_advisory_xact_lock(hashtext('agenda:agent:' || $1)) AS locked`,
);

/**
 * Serialises, per agent, the transactions that change what the agent can be booked for (bookings,
 * moves, absences, working hours) until the caller's transaction ends. The exclusion constraint only
 * covers [starts_at, blocked_until): travel time between two listings is checked by availability, and
 * two bookings reading the agenda at once would both pass it. This must be a statement of its own, run
 * before the re-check: under READ COMMITTED each statement reads a snapshot taken when it starts, so a
 * read after the lock is granted sees what the previous holder committed.
 */
export async function lockAgentAgenda(manager: EntityManager, agentId: string): Promise<void> {
  await manager.query(LOCK, [agentId]);
}

/** The same lock if it is free at once; false, without waiting, when another transaction holds it. */
export async function tryLockAgentAgenda(manager: EntityManager, agentId: string): Promise<boolean> {
  const [row] = await manager.query<{ locked: boolean }[]>(TRY_LOCK, [agentId]);
  return row.locked;
}
