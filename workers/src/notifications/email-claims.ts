import { ABANDONED_CLAIM, CREDENTIAL_PURPOSES, DEV_OUTBOX_PROVIDER } from '@creneau/contracts';
import { bareQueries, GroupedCalls, prepared, type Queryable } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OutgoingEmail } from './email-transport';

export interface ClaimedEmail {
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutgoingEmail['attachments'] | null;
  headers: OutgoingEmail['headers'];
  /** The agency's name, shown as the sender of its e-mails (null for the product's own). */
  sender_name: string | null;
}

export type EmailClaim = { kind: 'claimed'; email: ClaimedEmail } | { kind: 'abandoned' } | { kind: 'skipped' };

interface ClaimRow extends ClaimedEmail {
  id: string;
}

interface SentEmail {
  messageId: string;
  provider: string;
  providerId: string;
  /** The message as built for the wire, kept by the development outbox (message_mime); null otherwise. */
  mime: Buffer | null;
}

// The body as sent: the usable copy of an identity e-mail (message_secrets) rather than the stored one,
// whose link is redacted.
const CLAIM = prepared(
  'claim-emails',
  `WITH claimed AS (
     UPDATE messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id = ANY((SELECT $1::uuid[])::uuid[]) AND channel = 'email' AND status = 'queued'
      RETURNING id, recipient, subject, body_text, body_html, attachments, headers, agency_id, purpose)
   SELECT c.id, c.recipient, c.subject, COALESCE(s.body_text, c.body_text) AS body_text,
          CASE WHEN s.message_id IS NULL THEN c.body_html ELSE s.body_html END AS body_html, c.attachments,
          c.headers, CASE WHEN c.purpose <> ALL($2::text[]) THEN a.name END AS sender_name
     FROM claimed c LEFT JOIN message_secrets s ON s.message_id = c.id
     LEFT JOIN agencies a ON a.id = c.agency_id`,
);
// Once a real provider took it, the usable copy goes; the development outbox keeps it for ops to follow,
// with the MIME it built, in the same statement (one round trip less an e-mail: bench P14).
const MARK_SENT = prepared(
  'mark-emails-sent',
  `WITH sent AS (
     UPDATE messages m SET status = 'sent', provider = s.provider, provider_id = s.provider_id, error = NULL,
            sent_at = now(), updated_at = now()
       FROM unnest((SELECT $1::uuid[]), (SELECT $2::text[]), (SELECT $3::text[])) AS s(id, provider, provider_id)
      WHERE m.id = s.id
      RETURNING m.id, m.provider),
   mime AS (
     INSERT INTO message_mime (message_id, mime)
     SELECT s.id, s.mime FROM unnest((SELECT $1::uuid[]), (SELECT $4::bytea[])) AS s(id, mime) WHERE s.mime IS NOT NULL
     ON CONFLICT (message_id) DO NOTHING)
   DELETE FROM message_secrets WHERE message_id IN (SELECT id FROM sent WHERE provider <> '${DEV_OUTBOX_PROVIDER}')`,
);

/**
 * The e-mail claim (queued -> sending, committed before the provider is called) and the sent mark,
 * each made for all the jobs a worker runs at once in one statement (see GroupedCalls): at the
 * notification worker's concurrency, one commit stands for dozens of messages instead of one.
 */
@Injectable()
export class EmailClaims {
  private readonly claims = new GroupedCalls((ids: string[]) => this.claimAll(ids));
  private readonly sentMarks = new GroupedCalls((sent: SentEmail[]) => this.markAllSent(sent));
  /**
   * Every e-mail's two statements, sent straight to pg on the data source's pool (bareQueries): TypeORM's
   * query runner around each was most of what the worker spent on an e-mail over its floor (bench P7).
   */
  private readonly queries: Queryable;

  constructor(dataSource: DataSource) {
    this.queries = bareQueries(dataSource);
  }

  claim(messageId: string): Promise<EmailClaim> {
    return this.claims.call(messageId);
  }

  markSent(messageId: string, provider: string, providerId: string, mime: Buffer | null = null): Promise<void> {
    return this.sentMarks.call({ messageId, provider, providerId, mime });
  }

  /**
   * The claim is a plain update of the queued rows, the one statement almost every batch needs. A
   * message it did not take was sent, failed or is gone (skipped), or is still 'sending': its worker died
   * during the call (see SendEmailHandler), and it fails here with an unknown outcome.
   */
  private async claimAll(ids: string[]): Promise<EmailClaim[]> {
    // Sign-in, reset and invitation e-mails come from the product itself, whatever agency they concern.
    const rows: ClaimRow[] = await this.queries.query(CLAIM, [ids, CREDENTIAL_PURPOSES]);
    const claimed = new Map(rows.map((row) => [row.id, row]));
    const abandoned = await this.failAbandoned(ids.filter((id) => !claimed.has(id)));
    return ids.map((id) => {
      // Taken once: the same message twice in one batch is claimed by the first and skipped by the other.
      const row = claimed.get(id);
      claimed.delete(id);
      if (row) {
        const { id: _id, ...email } = row;
        return { kind: 'claimed', email };
      }
      return abandoned.delete(id) ? { kind: 'abandoned' } : { kind: 'skipped' };
    });
  }

  private async failAbandoned(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const [rows]: [{ id: string }[], number] = await this.queries.query(
      `UPDATE messages SET status = 'failed', error = $2, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND channel = 'email' AND status = 'sending'
        RETURNING id`,
      [ids, ABANDONED_CLAIM],
    );
    return new Set(rows.map((row) => row.id));
  }

  private async markAllSent(sent: SentEmail[]): Promise<void[]> {
    await this.queries.query(MARK_SENT, [
      sent.map((s) => s.messageId),
      sent.map((s) => s.provider),
      sent.map((s) => s.providerId),
      sent.map((s) => s.mime),
    ]);
    return sent.map(() => undefined);
  }
}
