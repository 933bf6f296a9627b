import { ABANDONED_CLAIM, outcomeUnknown, type JobPayloads } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobContext, type JobHandler } from '../jobs/handles-job.decorator';
import { OutcomeUnknownError, PermanentDeliveryError } from './delivery-errors';
import { EMAIL_TRANSPORT, type EmailTransport, type OutgoingEmail } from './email-transport';

interface ClaimedEmail {
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutgoingEmail['attachments'] | null;
}

type Claim = { kind: 'claimed'; email: ClaimedEmail } | { kind: 'abandoned' } | { kind: 'skipped' };

/**
 * Transport only: the e-mail was rendered when it was decided. The claim (queued -> sending) is
 * committed before the provider is called, so a retry after a crash never sends twice: a run that
 * finds its message still 'sending' (its worker died during the call) fails it with an unknown outcome.
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
    const claim = await this.claim(messageId);
    if (claim.kind === 'skipped') {
      this.logger.info({ messageId }, 'e-mail already sent, failed or gone; skipped');
      return;
    }
    if (claim.kind === 'abandoned') {
      this.logger.warn({ messageId }, 'e-mail claimed by a worker that died during the call: outcome unknown');
      throw new UnrecoverableError(ABANDONED_CLAIM);
    }
    const { recipient, subject, body_text: text, body_html: html, attachments } = claim.email;
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

  /** One statement: the first CTE reads the status before the update, so a stale 'sending' is told apart. */
  private async claim(messageId: string): Promise<Claim> {
    const [rows]: [(ClaimedEmail & { before: string })[], number] = await this.dataSource.query(
      `WITH before AS (SELECT id, status FROM messages WHERE id = $1 AND channel = 'email' FOR UPDATE)
       UPDATE messages m
          SET status = CASE WHEN before.status = 'queued' THEN 'sending' ELSE 'failed' END,
              attempts = m.attempts + CASE WHEN before.status = 'queued' THEN 1 ELSE 0 END,
              error = CASE WHEN before.status = 'queued' THEN m.error ELSE $2 END, updated_at = now()
         FROM before
        WHERE m.id = before.id AND before.status IN ('queued', 'sending')
        RETURNING before.status AS before, m.recipient, m.subject, m.body_text, m.body_html, m.attachments`,
      [messageId, ABANDONED_CLAIM],
    );
    const row = rows[0];
    if (!row) return { kind: 'skipped' };
    return row.before === 'sending' ? { kind: 'abandoned' } : { kind: 'claimed', email: row };
  }

  private async fail(messageId: string, error: unknown, context: JobContext): Promise<never> {
    const unknown = error instanceof OutcomeUnknownError;
    const permanent = error instanceof PermanentDeliveryError;
    const message = error instanceof Error ? error.message : String(error);
    const reason = (unknown ? outcomeUnknown(message) : message).slice(0, 1000);
    const final = permanent || unknown || context.isFinalAttempt;
    await this.mark(messageId, final ? 'failed' : 'queued', { error: reason });
    this.logger.warn({ messageId, reason, permanent, unknown, attempt: context.attemptsMade + 1 }, 'e-mail not sent');
    if (permanent || unknown) throw new UnrecoverableError(reason);
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
