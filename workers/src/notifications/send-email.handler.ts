import type { JobPayloads } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobContext, type JobHandler } from '../jobs/handles-job.decorator';
import { EMAIL_TRANSPORT, PermanentDeliveryError, type EmailTransport, type OutgoingEmail } from './email-transport';

interface ClaimedEmail {
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutgoingEmail['attachments'] | null;
}

/**
 * Transport only: the e-mail was rendered when it was decided. The claim (queued -> sending) is
 * committed before the provider is called, so a retry after a crash never sends twice.
 */
@Injectable()
@HandlesJob('SendEmail')
export class SendEmailHandler implements JobHandler<'SendEmail'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EMAIL_TRANSPORT) private readonly transport: EmailTransport,
    @InjectPinoLogger('send-email') private readonly logger: PinoLogger,
  ) {}

  async handle({ messageId }: JobPayloads['SendEmail'], context: JobContext): Promise<void> {
    const [claimed]: [ClaimedEmail[], number] = await this.dataSource.query(
      `UPDATE messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND channel = 'email' AND status = 'queued'
        RETURNING recipient, subject, body_text, body_html, attachments`,
      [messageId],
    );
    if (!claimed[0]) {
      this.logger.info({ messageId }, 'e-mail already claimed or gone; skipped');
      return;
    }
    const { recipient, subject, body_text: text, body_html: html, attachments } = claimed[0];
    try {
      const { providerId } = await this.transport.send({
        to: recipient,
        subject: subject ?? '',
        text,
        html,
        attachments: attachments ?? undefined,
      });
      await this.mark(messageId, 'sent', { provider: this.transport.provider, providerId });
    } catch (error) {
      await this.fail(messageId, error, context);
    }
  }

  private async fail(messageId: string, error: unknown, context: JobContext): Promise<never> {
    const reason = error instanceof Error ? error.message.slice(0, 1000) : String(error);
    const permanent = error instanceof PermanentDeliveryError;
    await this.mark(messageId, permanent || context.isFinalAttempt ? 'failed' : 'queued', { error: reason });
    if (permanent) throw new UnrecoverableError(reason);
    throw error;
  }

  private async mark(
    messageId: string,
    status: 'sent' | 'queued' | 'failed',
    fields: { provider?: string; providerId?: string; error?: string },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE messages SET status = $2, provider = COALESCE($3, provider), provider_id = COALESCE($4, provider_id),
              error = $5, sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END, updated_at = now()
        WHERE id = $1`,
      [messageId, status, fields.provider ?? null, fields.providerId ?? null, fields.error ?? null],
    );
  }
}
