import type { EntityManager } from 'typeorm';

/**
 * Serialises, per agent, the transactions that change what the agent can be booked for (bookings,
 * moves, absences, working hours) until the caller's transaction ends. The exclusion constraint only
 * covers [starts_at, blocked_until): travel time between two listings is checked by availability, and
 * two bookings reading the agenda at once would both pass it. This must be a statement of its own, run
 * before the re-check: under READ COMMITTED each statement reads a snapshot taken when it starts, so a
 * read after the lock is granted sees what the previous holder committed.
 */
export async function lockAgentAgenda(manager: EntityManager, agentId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('agenda:agent:' || $1))`, [agentId]);
}

/** The same lock if it is free at once; false, without waiting, when another transaction holds it. */
export async function tryLockAgentAgenda(manager: EntityManager, agentId: string): Promise<boolean> {
  const [row] = await manager.query<{ locked: boolean }[]>(
    `SELECT pg_try_advisory_xact_lock(hashtext('agenda:agent:' || $1)) AS locked`,
    [agentId],
  );
  return row.locked;
}
