import { OUTCOME_UNKNOWN, outcomeUnknown, type JobPayloads } from '@creneau/contracts';
import { applySmsStatusEvents, GroupedCalls, prepared } from '@creneau/server';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobContext, type JobHandler } from '../jobs/handles-job.decorator';
import { OutcomeUnknownError, PermanentDeliveryError } from './delivery-errors';
import { SmsClaimService } from './sms-claim.service';
import { quotaKeys, releaseQuotaUnits } from './sms-quota';
import { SMS_TRANSPORT, type SmsReceipt, type SmsTransport } from './sms-transport';
import { PermanentTwilioError, TWILIO_UNSUBSCRIBED } from './twilio-sms.transport';

interface ClaimedSms {
  recipient: string;
  agency_id: string | null;
  claimed_at: Date;
}

interface SentSms {
  messageId: string;
  receipt: SmsReceipt;
}

// Also over an outcome-unknown failure written meanwhile (FailStuckMessages, a duplicate job): the
// provider's answer is what was unknown.
const MARK_SENT = prepared(
  'mark-sms-sent',
  `UPDATE messages m SET status = 'sent', provider = $1, provider_id = s.provider_id,
          segments = COALESCE(s.segments, m.segments), error = NULL, sent_at = now(), updated_at = now()
     FROM unnest((SELECT $2::uuid[]), (SELECT $3::text[]), (SELECT $4::int[])) AS s(id, provider_id, segments)
    WHERE m.id = s.id
      AND (m.status = 'sending' OR (m.status = 'failed' AND m.provider_id IS NULL AND starts_with(m.error, $5)))`,
);
const EARLY_STATUSES = prepared(
  'sms-early-statuses',
  'SELECT DISTINCT message_sid AS sid FROM sms_status_events WHERE message_sid = ANY($1::text[])',
);

/**
 * Transport only: the text was rendered when the SMS was decided. Refused (opt-out, quota) and
 * permanent provider errors fail at once; so does a call whose outcome is unknown (the provider may
 * have taken it: resending could send it twice). Answers that the provider did not take it (5xx, 429,
 * a connection that never carried the request) are retried by BullMQ with backoff.
 */
@Injectable()
@HandlesJob('SendSms')
export class SendSmsHandler implements JobHandler<'SendSms'>, OnModuleDestroy {
  // One statement for the SMS the worker sends at once (see GroupedCalls).
  private readonly sentMarks = new GroupedCalls((sent: SentSms[]) => this.markAllSent(sent));
  // The look for stored callbacks gathers the marks of 20 ms in one statement (at full speed a mark every
  // millisecond or two, each with a look of its own before: a seventh of the statements an SMS, bench P7).
  // Nobody waits on it: a callback that came before the mark is applied 20 ms later, a rare case anyway.
  private readonly earlyLooks = new GroupedCalls((batches: string[][]) => this.applyEarlyStatuses(batches), {
    maxInFlight: 1,
    maxBatch: 1_000,
    gatherMs: 20,
  });
  private readonly looksUnderWay = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: SmsClaimService,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
    @InjectPinoLogger('send-sms') private readonly logger: PinoLogger,
  ) {}

  async handle({ messageId }: JobPayloads['SendSms'], context: JobContext): Promise<void> {
    const claim = await this.claims.claim(messageId);
    if (claim.kind === 'skipped') {
      this.logger.info({ messageId }, 'SMS already sent, failed or gone; skipped');
      return;
    }
    if (claim.kind === 'refused') throw new UnrecoverableError(claim.reason);
    if (claim.kind === 'abandoned') {
      this.logger.warn({ messageId }, 'SMS claimed by a worker that died during the call: outcome unknown');
      throw new UnrecoverableError(claim.reason);
    }
    let receipt: SmsReceipt;
    try {
      receipt = await this.transport.send({ messageId, to: claim.to, text: claim.text, from: claim.from ?? undefined });
    } catch (error) {
      return this.fail(messageId, claim.to, error, context);
    }
    await this.sentMarks.call({ messageId, receipt });
  }

  private async markAllSent(sent: SentSms[]): Promise<void[]> {
    await this.dataSource.query(MARK_SENT, [
      this.transport.provider,
      sent.map((s) => s.messageId),
      sent.map((s) => s.receipt.providerId),
      sent.map((s) => s.receipt.segments ?? null),
      `${OUTCOME_UNKNOWN}:`,
    ]);
    // Once the mark is committed the jobs are done; the callbacks that came before it are applied beside.
    const sids = sent.map((s) => s.receipt.providerId);
    this.track(
      this.earlyLooks.call(sids).catch((error: unknown) => {
        this.logger.error({ err: error, sids: sids.length }, 'stored SMS callbacks not applied');
      }),
    );
    return sent.map(() => undefined);
  }

  /**
   * A delivery callback may have come before the provider id was written: what is stored is applied.
   * Read after the mark's commit, as the webhook applies after storing: one of the two sees the other.
   * Off the jobs' path (bench P7: a round trip of every sent batch), and no weaker: a worker dying
   * between the mark and this look left the callback unapplied before too (its job's retry skips a sent SMS).
   */
  private async applyEarlyStatuses(batches: string[][]): Promise<void[]> {
    const early = await this.dataSource.query<{ sid: string }[]>(EARLY_STATUSES, [batches.flat()]);
    for (const { sid } of early) await applySmsStatusEvents(this.dataSource.manager, sid);
    return batches.map(() => undefined);
  }

  private track(look: Promise<void>): void {
    this.looksUnderWay.add(look);
    void look.finally(() => this.looksUnderWay.delete(look));
  }

  /** Shutting down waits for the looks under way, and those waiting for them, before the pool closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.looksUnderWay);
  }

  private async fail(messageId: string, to: string, error: unknown, context: JobContext): Promise<never> {
    const unknown = error instanceof OutcomeUnknownError;
    const permanent = error instanceof PermanentDeliveryError;
    const message = error instanceof Error ? error.message : String(error);
    const reason = (unknown ? outcomeUnknown(message) : message).slice(0, 1000);
    if (error instanceof PermanentTwilioError && error.code === TWILIO_UNSUBSCRIBED) {
      await this.dataSource.query(`INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT DO NOTHING`, [to]);
    }
    const final = permanent || unknown || context.isFinalAttempt;
    const [released] = await this.dataSource.query<[ClaimedSms[], number]>(
      `WITH claimed AS (SELECT id, updated_at FROM messages WHERE id = $1 AND status = 'sending' FOR UPDATE)
       UPDATE messages m SET status = $2, error = $3, updated_at = now() FROM claimed WHERE m.id = claimed.id
       RETURNING m.recipient, m.agency_id, claimed.updated_at AS claimed_at`,
      [messageId, final ? 'failed' : 'queued', reason],
    );
    // The provider did not take it: its quota units are given back. An unknown outcome keeps them.
    if (!unknown)
      for (const sms of released) await releaseQuotaUnits(this.dataSource.manager, quotaKeys(sms), sms.claimed_at);
    this.logger.warn({ messageId, reason, permanent, unknown, attempt: context.attemptsMade + 1 }, 'SMS not sent');
    if (permanent || unknown) throw new UnrecoverableError(reason);
    throw error;
  }
}
