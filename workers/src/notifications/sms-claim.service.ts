import { ABANDONED_CLAIM, smsLength, toGsm7IfPossible } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

export type SmsClaim =
  | { kind: 'claimed'; to: string; text: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'abandoned'; reason: string }
  | { kind: 'skipped' };

interface MessageRow {
  recipient: string;
  agency_id: string | null;
  body_text: string;
  status: string;
}

/**
 * Decides in one transaction whether an SMS may go out (no opt-out, quotas not reached) and claims it
 * (queued -> sending). The claim is committed before the provider is called: a worker that dies after
 * the provider accepted leaves the row in 'sending', and the job's next run, finding it so, fails it
 * with an unknown outcome instead of sending it again.
 */
@Injectable()
export class SmsClaimService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  async claim(messageId: string): Promise<SmsClaim> {
    return this.dataSource.transaction(async (manager) => {
      const [message] = await manager.query<MessageRow[]>(
        `SELECT recipient, agency_id, body_text, status FROM messages WHERE id = $1 AND channel = 'sms' FOR UPDATE`,
        [messageId],
      );
      if (message?.status === 'sending') {
        await manager.query(`UPDATE messages SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`, [
          messageId,
          ABANDONED_CLAIM,
        ]);
        return { kind: 'abandoned', reason: ABANDONED_CLAIM };
      }
      if (!message || message.status !== 'queued') return { kind: 'skipped' };
      const refusal = await this.refusal(manager, message);
      if (refusal) {
        await manager.query(`UPDATE messages SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`, [
          messageId,
          refusal,
        ]);
        return { kind: 'refused', reason: refusal };
      }
      // What the handset receives, and what the log shows: GSM-7 when that saves segments.
      const text = toGsm7IfPossible(message.body_text);
      await manager.query(
        `UPDATE messages SET status = 'sending', attempts = attempts + 1, body_text = $2, segments = $3, error = NULL,
                updated_at = now()
          WHERE id = $1`,
        [messageId, text, smsLength(text).segments],
      );
      return { kind: 'claimed', to: message.recipient, text };
    });
  }

  private async refusal(manager: EntityManager, message: MessageRow): Promise<string | null> {
    const [optedOut] = await manager.query<unknown[]>(`SELECT 1 FROM sms_opt_outs WHERE phone = $1`, [
      message.recipient,
    ]);
    if (optedOut) return 'opted out: the recipient answered STOP';
    // Counting and claiming are serialised per agency and per number (always in this order), so
    // concurrent workers cannot both take the last unit of a quota.
    if (message.agency_id)
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sms-quota:agency:' || $1))`, [message.agency_id]);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sms-quota:number:' || $1))`, [message.recipient]);
    // Whatever went out or may have (claimed, accepted by the provider) in the last 24 hours. Each count
    // stops at its quota: a claim costs the same for an agency at 5 SMS as at 5,000.
    const [usage] = await manager.query<{ to_number: number; agency: number }[]>(
      `SELECT (SELECT count(*) FROM (SELECT 1 FROM messages
                 WHERE channel = 'sms' AND recipient = $1 AND created_at > now() - interval '24 hours'
                   AND (status = 'sending' OR provider_id IS NOT NULL) LIMIT $3) n)::int AS to_number,
              (SELECT count(*) FROM (SELECT 1 FROM messages
                 WHERE channel = 'sms' AND agency_id = $2 AND created_at > now() - interval '24 hours'
                   AND (status = 'sending' OR provider_id IS NOT NULL) LIMIT $4) a)::int AS agency`,
      [
        message.recipient,
        message.agency_id,
        this.config.SMS_DAILY_QUOTA_PER_NUMBER,
        this.config.SMS_DAILY_QUOTA_PER_AGENCY,
      ],
    );
    if (usage.to_number >= this.config.SMS_DAILY_QUOTA_PER_NUMBER)
      return `daily quota exceeded: ${this.config.SMS_DAILY_QUOTA_PER_NUMBER} SMS per phone number in 24 hours`;
    if (message.agency_id && usage.agency >= this.config.SMS_DAILY_QUOTA_PER_AGENCY)
      return `daily quota exceeded: ${this.config.SMS_DAILY_QUOTA_PER_AGENCY} SMS per agency in 24 hours`;
    return null;
  }
}
