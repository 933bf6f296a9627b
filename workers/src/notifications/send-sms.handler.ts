import type { JobPayloads } from '@creneau/contracts';
import { applySmsStatusEvents } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobContext, type JobHandler } from '../jobs/handles-job.decorator';
import { PermanentDeliveryError } from './email-transport';
import { SmsClaimService } from './sms-claim.service';
import { SMS_TRANSPORT, type SmsReceipt, type SmsTransport } from './sms-transport';
import { PermanentTwilioError, TWILIO_UNSUBSCRIBED } from './twilio-sms.transport';

/**
 * Transport only: the text was rendered when the SMS was decided. Refused (opt-out, quota) and
 * permanent provider errors fail at once; 5xx, 429 and timeouts are retried by BullMQ with backoff.
 */
@Injectable()
@HandlesJob('SendSms')
export class SendSmsHandler implements JobHandler<'SendSms'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: SmsClaimService,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
    @InjectPinoLogger('send-sms') private readonly logger: PinoLogger,
  ) {}

  async handle({ messageId }: JobPayloads['SendSms'], context: JobContext): Promise<void> {
    const claim = await this.claims.claim(messageId);
    if (claim.kind === 'skipped') {
      this.logger.info({ messageId }, 'SMS already claimed or gone; skipped');
      return;
    }
    if (claim.kind === 'refused') throw new UnrecoverableError(claim.reason);
    let receipt: SmsReceipt;
    try {
      receipt = await this.transport.send({ to: claim.to, text: claim.text });
    } catch (error) {
      return this.fail(messageId, claim.to, error, context);
    }
    await this.markSent(messageId, receipt);
  }

  private async markSent(messageId: string, receipt: SmsReceipt): Promise<void> {
    await this.dataSource.query(
      `UPDATE messages SET status = 'sent', provider = $2, provider_id = $3, segments = COALESCE($4, segments),
              error = NULL, sent_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'sending'`,
      [messageId, this.transport.provider, receipt.providerId, receipt.segments],
    );
    // A delivery callback may have come before the provider id was written: apply what is stored.
    await applySmsStatusEvents(this.dataSource.manager, receipt.providerId);
  }

  // A timeout is retried although the provider may have accepted the request: Twilio's Messages API
  // takes no idempotency key, and losing a reminder is the worse outcome. A worker killed during the
  // call is different: its claim stays 'sending' and FailStuckMessages reports it, never resends.
  private async fail(messageId: string, to: string, error: unknown, context: JobContext): Promise<never> {
    const reason = error instanceof Error ? error.message.slice(0, 1000) : String(error);
    const permanent = error instanceof PermanentDeliveryError;
    if (error instanceof PermanentTwilioError && error.code === TWILIO_UNSUBSCRIBED) {
      await this.dataSource.query(`INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT DO NOTHING`, [to]);
    }
    await this.dataSource.query(
      `UPDATE messages SET status = $2, error = $3, updated_at = now() WHERE id = $1 AND status = 'sending'`,
      [messageId, permanent || context.isFinalAttempt ? 'failed' : 'queued', reason],
    );
    this.logger.warn({ messageId, reason, permanent, attempt: context.attemptsMade + 1 }, 'SMS not sent');
    if (permanent) throw new UnrecoverableError(reason);
    throw error;
  }
}
