import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { insertMessage } from './insert-message';

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
  return insertMessage(
    manager,
    'sms.queued',
    `INSERT INTO messages (agency_id, user_id, channel, recipient, purpose, language, body_text, visit_id, claim_key)
     VALUES ($1, $2, 'sms', $3, $4, $5, $6, $7, $8)
     ON CONFLICT (claim_key) DO NOTHING`,
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
}
