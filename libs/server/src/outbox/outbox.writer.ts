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
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`publishEvent(${event}) must run inside the transaction of the change it announces`);
  }
  await manager.query('INSERT INTO outbox (event, payload, agency_id) VALUES ($1, $2, $3)', [event, payload, agencyId]);
}
