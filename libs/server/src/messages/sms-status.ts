import { furthestStatus, statusesBefore, type TwilioStatusEvent } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Brings an SMS to the furthest status its stored callbacks reached. Recomputed from the whole set, so
 * a replay or any order gives the same result, and the status never goes back. Called by the webhook
 * after storing a callback and by the worker after recording the provider id (a callback may come
 * before the worker wrote it). Returns whether the message changed.
 */
export async function applySmsStatusEvents(manager: EntityManager, messageSid: string): Promise<boolean> {
  const events = await manager.query<TwilioStatusEvent[]>(
    `SELECT status, error_code AS "errorCode" FROM sms_status_events WHERE message_sid = $1 ORDER BY id`,
    [messageSid],
  );
  const target = furthestStatus(events);
  if (!target) return false;
  const [, changed] = await manager.query<[unknown, number]>(
    `UPDATE messages SET status = $2, error = COALESCE($3, error), updated_at = now()
      WHERE provider_id = $1 AND channel = 'sms' AND status = ANY($4::text[])`,
    [messageSid, target.status, target.error, statusesBefore(target.status)],
  );
  return changed > 0;
}
