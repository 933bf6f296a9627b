import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { prepared } from '../database/prepared-statements';
import { assertInTransaction } from '../outbox/outbox.writer';
import { insertSecrets } from './message-secrets';

/** A message as it is queued: rendered, with the claim key that makes it decided once. */
export interface QueuedMessageRow {
  channel: 'sms' | 'email';
  agencyId: string | null;
  userId: string | null;
  recipient: string;
  purpose: string;
  language: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  visitId: string | null;
  /** The candidate the message is about (to them, or to the agent about their visit); null when none. */
  candidateId?: string | null;
  claimKey: string | null;
  /** JSON of the attachments, or null. */
  attachments: string | null;
  /** JSON of the MessageHeaders, or null. */
  headers?: string | null;
  /** The body as sent, when the stored one has a credential link redacted (see EmailToQueue.credentialLink). */
  secret?: { bodyText: string; bodyHtml: string | null };
}

const INSERT_MESSAGES = prepared(
  'insert-messages',
  `WITH message AS (
     INSERT INTO messages (id, channel, agency_id, user_id, recipient, purpose, language, subject, body_text,
                           body_html, visit_id, claim_key, attachments, headers, candidate_id)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[],
                          $8::text[], $9::text[], $10::text[], $11::uuid[], $12::text[], $13::jsonb[], $14::jsonb[],
                          $15::uuid[])
     ON CONFLICT (claim_key) DO NOTHING
     RETURNING id, channel, agency_id),
   event AS (
     INSERT INTO outbox (event, payload, agency_id)
     SELECT channel || '.queued', jsonb_build_object('messageId', id), agency_id FROM message)
   SELECT id FROM message`,
);

/**
 * Inserts the messages and their outbox events (sms.queued, email.queued) in one statement: one round
 * trip however many, and never a message without its event. A message whose claim key was used before
 * is not inserted. Answers each message's id in order, or null for those not inserted.
 */
export async function insertMessages(manager: EntityManager, rows: QueuedMessageRow[]): Promise<(string | null)[]> {
  if (rows.length === 0) return [];
  assertInTransaction(manager, 'insertMessages');
  // Ids made here, so each answer is told apart without relying on the order RETURNING gives.
  const ids = rows.map(() => randomUUID());
  const column = <K extends keyof QueuedMessageRow>(key: K) => rows.map((row) => row[key]);
  const inserted = await manager.query<{ id: string }[]>(INSERT_MESSAGES, [
    ids,
    column('channel'),
    column('agencyId'),
    column('userId'),
    column('recipient'),
    column('purpose'),
    column('language'),
    column('subject'),
    column('bodyText'),
    column('bodyHtml'),
    column('visitId'),
    column('claimKey'),
    column('attachments'),
    rows.map((row) => row.headers ?? null),
    rows.map((row) => row.candidateId ?? null),
  ]);
  const written = new Set(inserted.map((row) => row.id));
  await insertSecrets(
    manager,
    rows.flatMap((row, i) => (row.secret && written.has(ids[i]) ? [{ id: ids[i], ...row.secret }] : [])),
  );
  return ids.map((id) => (written.has(id) ? id : null));
}

/**
 * Messages decided one by one (a batch of reminders, a booking's candidate and agent messages) and
 * written together: `write` inserts what was added in one statement, in the caller's transaction.
 */
export class MessageBatch {
  private readonly rows: QueuedMessageRow[] = [];

  add(row: QueuedMessageRow): void {
    this.rows.push(row);
  }

  async write(manager: EntityManager): Promise<void> {
    await insertMessages(manager, this.take());
  }

  /** The rows added, for a caller that writes them in a statement of its own (a portal lead: writeLead). */
  take(): QueuedMessageRow[] {
    return this.rows.splice(0);
  }
}
