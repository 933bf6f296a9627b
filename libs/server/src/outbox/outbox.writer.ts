import type { EventName, EventPayloads } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { prepared } from '../database/prepared-statements';

// Written by every booking, move and cancellation: planned once per pooled connection.
const INSERT_EVENT = prepared('outbox-event', 'INSERT INTO outbox (event, payload, agency_id) VALUES ($1, $2, $3)');

/**
 * Writes a domain event in the caller's transaction: the event exists if and only if the change it
 * announces was committed. A trigger on the table wakes the relay (NOTIFY is delivered at commit).
 */
export async function publishEvent<E extends EventName>(
  manager: EntityManager,
  event: E,
  payload: EventPayloads[E],
  agencyId: string | null = null,
): Promise<void> {
  assertInTransaction(manager, `publishEvent(${event})`);
  await manager.query(INSERT_EVENT, [event, payload, agencyId]);
}

/** An event outside the transaction of its change could announce what never happened, or miss what did. */
export function assertInTransaction(manager: EntityManager, caller: string): void {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`${caller} must run inside the transaction of the change it announces`);
  }
}

/**
 * The setting that makes the outbox's trigger skip its NOTIFY for the rest of the transaction: for a
 * writer whose own process runs a relay and wakes it once committed (the workers' LocalRelay), as a
 * NOTIFY makes the commit wait for every other notifying commit. `outboxQuiet(n)` is a statement's CTE
 * setting it when its parameter n is true; the statement must read the CTE (a CTE nobody reads is never
 * run), before its outbox rows are written.
 */
export const OUTBOX_QUIET_SETTING = 'creneau.outbox_quiet';

export function outboxQuiet(parameter: number): string {
  return `quiet AS (SELECT set_config('${OUTBOX_QUIET_SETTING}', CASE WHEN $${parameter}::boolean THEN 'on' ELSE '' END, true) AS quiet)`;
}
