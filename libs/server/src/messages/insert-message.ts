import type { EntityManager } from 'typeorm';
import { assertInTransaction } from '../outbox/outbox.writer';

/**
 * Runs `insert` (an INSERT INTO messages … ON CONFLICT (claim_key) DO NOTHING, without RETURNING) and
 * writes its `event` in the same statement: one round trip, and never a message without its event.
 * Answers the new message's id, or null when the claim key was already used.
 */
export async function insertMessage(
  manager: EntityManager,
  event: 'sms.queued' | 'email.queued',
  insert: string,
  params: unknown[],
): Promise<string | null> {
  assertInTransaction(manager, event);
  const [row] = await manager.query<{ id: string }[]>(
    `WITH message AS (${insert} RETURNING id, agency_id),
     event AS (
       INSERT INTO outbox (event, payload, agency_id)
       SELECT '${event}', jsonb_build_object('messageId', id), agency_id FROM message)
     SELECT id FROM message`,
    params,
  );
  return row?.id ?? null;
}
