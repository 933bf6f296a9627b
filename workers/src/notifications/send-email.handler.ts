import { ABANDONED_CLAIM, outcomeUnknown, type JobPayloads } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobContext, type JobHandler } from '../jobs/handles-job.decorator';
import { OutcomeUnknownError, PermanentDeliveryError } from './delivery-errors';
import { EmailClaims } from './email-claims';
import { EMAIL_TRANSPORT, type EmailTransport } from './email-transport';

/**
 * Transport only: the e-mail was rendered when it was decided. The claim (queued -> sending) is
 * committed before the provider is called (EmailClaims), so a retry after a crash never sends twice: a run that
 * finds its message still 'sending' (its worker died during the call) fails it with an unknown outcome.
 */
@Injectable()
@HandlesJob('SendEmail')
export class SendEmailHandler implements JobHandler<'SendEmail'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: EmailClaims,
    @Inject(EMAIL_TRANSPORT) private readonly transport: EmailTransport,
    @InjectPinoLogger('send-email') private readonly logger: PinoLogger,
  ) {}

  async handle({ messageId }: JobPayloads['SendEmail'], context: JobContext): Promise<void> {
    const claim = await this.claims.claim(messageId);
    if (claim.kind === 'skipped') {
      this.logger.info({ messageId }, 'e-mail already sent, failed or gone; skipped');
      return;
    }
    if (claim.kind === 'abandoned') {
      this.logger.warn({ messageId }, 'e-mail claimed by a worker that died during the call: outcome unknown');
      throw new UnrecoverableError(ABANDONED_CLAIM);
    }
    const { recipient, subject, body_text: text, body_html: html, attachments, headers, sender_name } = claim.email;
    let sent: { providerId: string; mime?: Buffer };
    try {
      sent = await this.transport.send({
        to: recipient,
        subject: subject ?? '',
        text,
        html,
        attachments: attachments ?? undefined,
        headers,
        fromName: sender_name ?? undefined,
      });
    } catch (error) {
      return this.fail(messageId, error, context);
    }
    // Outside the try: a sent e-mail whose mark fails stays 'sending' (outcome unknown), never resent.
    // The development outbox's MIME is stored with the mark.
    await this.claims.markSent(messageId, this.transport.provider, sent.providerId, sent.mime ?? null);
  }

  private async fail(messageId: string, error: unknown, context: JobContext): Promise<never> {
    const unknown = error instanceof OutcomeUnknownError;
    const permanent = error instanceof PermanentDeliveryError;
    const message = error instanceof Error ? error.message : String(error);
    const reason = (unknown ? outcomeUnknown(message) : message).slice(0, 1000);
    const final = permanent || unknown || context.isFinalAttempt;
    await this.mark(messageId, final ? 'failed' : 'queued', reason);
    this.logger.warn({ messageId, reason, permanent, unknown, attempt: context.attemptsMade + 1 }, 'e-mail not sent');
    if (permanent || unknown) throw new UnrecoverableError(reason);
    throw error;
  }

  private async mark(messageId: string, status: 'queued' | 'failed', error: string): Promise<void> {
    await this.dataSource.query(`UPDATE messages SET status = $2, error = $3, updated_at = now() WHERE id = $1`, [
      messageId,
      status,
      error,
    ]);
  }
}
