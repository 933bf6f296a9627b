import { furthestStatus, OUTCOME_UNKNOWN, statusesBefore, type TwilioStatusEvent } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Brings an SMS to the furthest status its stored callbacks reached. Recomputed from the whole set, so
 * a replay or any order gives the same result, and the status never goes back. Called by the webhook
 * after storing a callback and by the worker after recording the provider id (a callback may come
 * before the worker wrote it). Returns whether the message changed.
 *
 * A failure with an unknown outcome (see OUTCOME_UNKNOWN) is the one final status that moves: the
 * provider's callback is the answer that never came, so it settles the message either way.
 */
export async function applySmsStatusEvents(manager: EntityManager, messageSid: string): Promise<boolean> {
  const events = await manager.query<TwilioStatusEvent[]>(
    `SELECT status, error_code AS "errorCode" FROM sms_status_events WHERE message_sid = $1 ORDER BY id`,
    [messageSid],
  );
  const target = furthestStatus(events);
  if (!target) return false;
  // Only an outcome (sent, delivered, failed) settles an unknown one; Twilio's own "queued" does not.
  const settles = target.status !== 'queued' && target.status !== 'sending';
  const [, changed] = await manager.query<[unknown, number]>(
    `UPDATE messages SET status = $2, error = CASE WHEN status = 'failed' THEN $3 ELSE COALESCE($3, error) END,
            updated_at = now()
      WHERE provider_id = $1 AND channel = 'sms'
        AND (status = ANY($4::text[]) OR ($6 AND status = 'failed' AND starts_with(error, $5)))`,
    [messageSid, target.status, target.error, statusesBefore(target.status), `${OUTCOME_UNKNOWN}:`, settles],
  );
  return changed > 0;
}

/**
 * A signed status callback names our message (its URL carries the message id): when the provider id
 * was never recorded (the provider's answer was lost, or the worker died waiting for it), the callback
 * supplies it. Only a message still waiting for that answer takes it, and only once.
 */
export async function attachProviderId(
  manager: EntityManager,
  messageId: string,
  messageSid: string,
  provider: string,
): Promise<boolean> {
  const [, changed] = await manager.query<[unknown, number]>(
    `UPDATE messages SET provider_id = $2, provider = $3, sent_at = COALESCE(sent_at, now()), updated_at = now()
      WHERE id = $1 AND channel = 'sms' AND provider_id IS NULL
        AND (status = 'sending' OR (status = 'failed' AND starts_with(error, $4)))`,
    [messageId, messageSid, provider, `${OUTCOME_UNKNOWN}:`],
  );
  return changed > 0;
}
