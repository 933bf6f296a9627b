import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { insertMessages, type QueuedMessageRow } from './insert-messages';

export interface SmsToQueue {
  purpose: MessagePurpose;
  /** E.164, e.g. +33612345678. */
  to: string;
  language: string;
  text: string;
  agencyId: string | null;
  userId?: string | null;
  visitId?: string | null;
  /** The candidate the SMS is about, read on their page. */
  candidateId?: string | null;
  /** One message per key, ever: a job deciding the same message twice records it once. */
  claimKey?: string | null;
}

/** The row of an SMS to queue (see insertMessages, MessageBatch). */
export function smsRow(sms: SmsToQueue): QueuedMessageRow {
  return {
    channel: 'sms',
    agencyId: sms.agencyId,
    userId: sms.userId ?? null,
    recipient: sms.to,
    purpose: sms.purpose,
    language: sms.language,
    subject: null,
    bodyText: sms.text,
    bodyHtml: null,
    visitId: sms.visitId ?? null,
    candidateId: sms.candidateId ?? null,
    claimKey: sms.claimKey ?? null,
    attachments: null,
  };
}

/**
 * Records the SMS and its event in the caller's transaction; the SendSms worker checks opt-out and
 * quotas, claims and sends it. Null when the claim key was already used.
 */
export async function queueSms(manager: EntityManager, sms: SmsToQueue): Promise<string | null> {
  const [id] = await insertMessages(manager, [smsRow(sms)]);
  return id;
}
