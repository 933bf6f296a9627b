import type { InboundEmailProblem, InboundEmailStatus, LeadPortal, ParsedLead } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import type { Queryable } from '../database/queryable';
import { publishEvent } from '../outbox/outbox.writer';

/** A message as the SMTP server hands it over: the raw bytes and what its envelope and headers say. */
export interface NewInboundEmail {
  agencyId: string;
  userId: string | null;
  recipient: string;
  sender: string;
  /** The Message-ID header, or a hash of the bytes when it has none. */
  messageId: string;
  subject: string | null;
  raw: Buffer;
  spf: string | null;
  dkim: string | null;
}

/**
 * Stores the raw message and its inbound_email.received event in the caller's transaction, so it is
 * read by a job exactly when it is kept. The same Message-ID again for the agency is stored once:
 * answers null then (a portal retrying, a message forwarded twice).
 */
export async function storeInboundEmail(manager: EntityManager, email: NewInboundEmail): Promise<string | null> {
  const [row] = await manager.query<{ id: string }[]>(
    `INSERT INTO inbound_emails (agency_id, user_id, recipient, sender, message_id, subject, raw, size, spf, dkim)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (agency_id, message_id) DO NOTHING RETURNING id`,
    [
      email.agencyId,
      email.userId,
      email.recipient,
      email.sender,
      email.messageId,
      email.subject,
      email.raw,
      email.raw.length,
      email.spf,
      email.dkim,
    ],
  );
  if (!row) return null;
  await publishEvent(manager, 'inbound_email.received', { inboundEmailId: row.id }, email.agencyId);
  return row.id;
}

/** How many messages one envelope sender got stored since then, for the flood throttle. */
export async function inboundCountFrom(manager: Queryable, sender: string, since: Date): Promise<number> {
  const [row] = await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM inbound_emails WHERE sender = $1 AND received_at >= $2`,
    [sender, since],
  );
  return row.count;
}

/** The message to parse: its bytes and whose address it reached. */
export interface InboundEmailToParse {
  id: string;
  agencyId: string;
  userId: string | null;
  recipient: string;
  sender: string;
  status: InboundEmailStatus;
  raw: Buffer;
}

export async function inboundEmailToParse(manager: Queryable, id: string): Promise<InboundEmailToParse | null> {
  const [row] = await manager.query<InboundEmailToParse[]>(
    `SELECT id, agency_id AS "agencyId", user_id AS "userId", recipient, sender, status, raw
       FROM inbound_emails WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** What the parser made of a message. */
export interface InboundEmailOutcome {
  status: Exclude<InboundEmailStatus, 'received'>;
  portal: LeadPortal | null;
  problem: InboundEmailProblem | null;
  lead: ParsedLead | null;
  listingId: string | null;
  candidateId: string | null;
  linkSent: boolean;
  /** The subject as mailparser decoded it (the stored one is the raw header). */
  subject: string | null;
}

export async function recordInboundOutcome(
  manager: Queryable,
  id: string,
  outcome: InboundEmailOutcome,
): Promise<void> {
  await manager.query(
    `UPDATE inbound_emails SET status = $2, portal = $3, problem = $4, lead = $5, listing_id = $6, candidate_id = $7,
            link_sent = link_sent OR $8, subject = COALESCE($9, subject), parsed_at = now()
      WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.portal,
      outcome.problem,
      outcome.lead ? JSON.stringify(outcome.lead) : null,
      outcome.listingId,
      outcome.candidateId,
      outcome.linkSent,
      outcome.subject?.slice(0, 500) ?? null,
    ],
  );
}

/** A person asks for a message to be read again (after a parser fix): the job runs once more. */
export async function requestReparse(manager: EntityManager, id: string, agencyId: string): Promise<void> {
  await manager.query(`UPDATE inbound_emails SET status = 'received', problem = NULL WHERE id = $1`, [id]);
  await publishEvent(manager, 'inbound_email.received', { inboundEmailId: id }, agencyId);
}

/** The raw text of one message for the back office, capped (a person reads it, a list never loads it). */
export async function inboundEmailRaw(manager: Queryable, id: string, agencyId: string | null): Promise<Buffer | null> {
  const [row] = await manager.query<{ raw: Buffer }[]>(
    `SELECT raw FROM inbound_emails WHERE id = $1 AND ($2::uuid IS NULL OR agency_id = $2)`,
    [id, agencyId],
  );
  return row?.raw ?? null;
}

/**
 * The portal messages that made these candidates go with them: each holds the person's name, address,
 * phone and words as the portal sent them. Before the candidates are erased or anonymised.
 */
export async function eraseInboundEmailsOf(manager: Queryable, candidateIds: string[]): Promise<void> {
  if (candidateIds.length === 0) return;
  await manager.query('DELETE FROM inbound_emails WHERE candidate_id = ANY($1::uuid[])', [candidateIds]);
}
