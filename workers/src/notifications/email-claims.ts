import { ABANDONED_CLAIM } from '@creneau/contracts';
import { GroupedCalls } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OutgoingEmail } from './email-transport';

export interface ClaimedEmail {
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutgoingEmail['attachments'] | null;
}

export type EmailClaim = { kind: 'claimed'; email: ClaimedEmail } | { kind: 'abandoned' } | { kind: 'skipped' };

interface ClaimRow extends ClaimedEmail {
  id: string;
  before: string;
}

interface SentEmail {
  messageId: string;
  provider: string;
  providerId: string;
}

/**
 * The e-mail claim (queued -> sending, committed before the provider is called) and the sent mark,
 * each made for all the jobs a worker runs at once in one statement (see GroupedCalls): at the
 * notification worker's concurrency, one commit stands for dozens of messages instead of one.
 */
@Injectable()
export class EmailClaims {
  private readonly claims = new GroupedCalls((ids: string[]) => this.claimAll(ids));
  private readonly sentMarks = new GroupedCalls((sent: SentEmail[]) => this.markAllSent(sent));

  constructor(private readonly dataSource: DataSource) {}

  claim(messageId: string): Promise<EmailClaim> {
    return this.claims.call(messageId);
  }

  markSent(messageId: string, provider: string, providerId: string): Promise<void> {
    return this.sentMarks.call({ messageId, provider, providerId });
  }

  /** The CTE reads each status before the update, so a stale 'sending' (a worker died mid-call) is told apart. */
  private async claimAll(ids: string[]): Promise<EmailClaim[]> {
    const [rows]: [ClaimRow[], number] = await this.dataSource.query(
      `WITH before AS (SELECT id, status FROM messages WHERE id = ANY($1::uuid[]) AND channel = 'email'
                        ORDER BY id FOR UPDATE)
       UPDATE messages m
          SET status = CASE WHEN before.status = 'queued' THEN 'sending' ELSE 'failed' END,
              attempts = m.attempts + CASE WHEN before.status = 'queued' THEN 1 ELSE 0 END,
              error = CASE WHEN before.status = 'queued' THEN m.error ELSE $2 END, updated_at = now()
         FROM before
        WHERE m.id = before.id AND before.status IN ('queued', 'sending')
        RETURNING m.id, before.status AS before, m.recipient, m.subject, m.body_text, m.body_html, m.attachments`,
      [ids, ABANDONED_CLAIM],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      // Taken once: the same message twice in one batch is claimed by the first and skipped by the other.
      byId.delete(id);
      if (!row) return { kind: 'skipped' };
      if (row.before === 'sending') return { kind: 'abandoned' };
      const { id: _id, before: _before, ...email } = row;
      return { kind: 'claimed', email };
    });
  }

  private async markAllSent(sent: SentEmail[]): Promise<void[]> {
    await this.dataSource.query(
      `UPDATE messages m SET status = 'sent', provider = s.provider, provider_id = s.provider_id, error = NULL,
              sent_at = now(), updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS s(id, provider, provider_id)
        WHERE m.id = s.id`,
      [sent.map((s) => s.messageId), sent.map((s) => s.provider), sent.map((s) => s.providerId)],
    );
    return sent.map(() => undefined);
  }
}
