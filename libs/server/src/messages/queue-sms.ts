import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { assertInTransaction } from '../outbox/outbox.writer';

export interface SmsToQueue {
  purpose: MessagePurpose;
  /** E.164, e.g. +33612345678. */
  to: string;
  language: string;
  text: string;
  agencyId: string | null;
  userId?: string | null;
  visitId?: string | null;
  /** One message per key, ever: a job deciding the same message twice records it once. */
  claimKey?: string | null;
}

/**
 * Records the SMS and its event in the caller's transaction; the SendSms worker checks opt-out and
 * quotas, claims and sends it. Null when the claim key was already used.
 */
export async function queueSms(manager: EntityManager, sms: SmsToQueue): Promise<string | null> {
  assertInTransaction(manager, 'queueSms');
  // The message and its event in one statement: one round trip, and never one without the other.
  const [row] = await manager.query<{ id: string }[]>(
    `WITH message AS (
       INSERT INTO messages (agency_id, user_id, channel, recipient, purpose, language, body_text, visit_id, claim_key)
       VALUES ($1, $2, 'sms', $3, $4, $5, $6, $7, $8)
       ON CONFLICT (claim_key) DO NOTHING RETURNING id, agency_id),
     event AS (
       INSERT INTO outbox (event, payload, agency_id)
       SELECT 'sms.queued', jsonb_build_object('messageId', id), agency_id FROM message)
     SELECT id FROM message`,
    [
      sms.agencyId,
      sms.userId ?? null,
      sms.to,
      sms.purpose,
      sms.language,
      sms.text,
      sms.visitId ?? null,
      sms.claimKey ?? null,
    ],
  );
  return row?.id ?? null;
}
