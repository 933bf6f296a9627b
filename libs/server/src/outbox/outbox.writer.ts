import type { EventName, EventPayloads } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';

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
  await manager.query('INSERT INTO outbox (event, payload, agency_id) VALUES ($1, $2, $3)', [event, payload, agencyId]);
}

/** An event outside the transaction of its change could announce what never happened, or miss what did. */
export function assertInTransaction(manager: EntityManager, caller: string): void {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`${caller} must run inside the transaction of the change it announces`);
  }
}
