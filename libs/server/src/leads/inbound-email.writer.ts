import type { InboundEmailProblem, InboundEmailStatus, LeadPortal, ParsedLead } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';
import { outboxQuiet, publishEvent } from '../outbox/outbox.writer';

// Run for every portal message (bench P14): each pooled connection parses and plans them once.
const STORE_INBOUND_EMAIL = prepared(
  'store-inbound-email',
  `WITH ${outboxQuiet(10)},
     owner AS (
       SELECT r.ord, r.address, i.agency_id, i.user_id
         FROM unnest($1::citext[], $2::text[]) WITH ORDINALITY AS r(local_part, address, ord)
         JOIN inbound_addresses i ON i.local_part = r.local_part
         JOIN agencies a ON a.id = i.agency_id AND a.active
     ), stored AS (
       INSERT INTO inbound_emails (agency_id, user_id, recipient, sender, message_id, subject, raw, size, spf, dkim)
       SELECT agency_id, user_id, address, $3, $4, $5, $6, $7, $8, $9 FROM owner ORDER BY ord
       ON CONFLICT (agency_id, message_id) DO NOTHING RETURNING id, agency_id
     )
     INSERT INTO outbox (event, payload, agency_id)
     SELECT 'inbound_email.received', jsonb_build_object('inboundEmailId', id), agency_id FROM stored, quiet
     RETURNING payload->>'inboundEmailId' AS id`,
);

const INBOUND_RECIPIENT_CHECK = prepared(
  'inbound-recipient-check',
  `SELECT EXISTS (SELECT 1 FROM inbound_addresses i JOIN agencies a ON a.id = i.agency_id
                     WHERE i.local_part = $1 AND a.active) AS known,
            (SELECT count(*)::int FROM (SELECT 1 FROM inbound_emails
              WHERE sender = $2 AND received_at >= $3 LIMIT $4) recent) AS "senderCount"`,
);

// Read without a lock: the write that follows takes the message only if it is still to read (a lead's,
// see writeLead, or the outcome below), so a job reading it twice writes it once. The messages of the
// jobs a worker starts together are read in one round trip (the array read through a sub-select: see
// prepared()).
const INBOUND_EMAILS_TO_PARSE = prepared(
  'inbound-emails-to-parse',
  `SELECT id, agency_id AS "agencyId", user_id AS "userId", recipient, sender, status, raw
       FROM inbound_emails WHERE id = ANY((SELECT $1::uuid[])::uuid[])`,
);

const RECORD_INBOUND_OUTCOME = prepared(
  'record-inbound-outcome',
  `UPDATE inbound_emails SET status = $2, portal = $3, problem = $4, lead = $5, listing_id = $6, candidate_id = $7,
            link_sent = link_sent OR $8, subject = COALESCE($9, subject), parsed_at = now()
      WHERE id = $1 AND status = 'received'`,
);

/** A message as the SMTP server hands it over: the raw bytes and what its envelope and headers say. */
export interface NewInboundEmail {
  /** The envelope's recipients on our domain, lower-case: the local part and the whole address. */
  recipients: { localPart: string; address: string }[];
  sender: string;
  /** The Message-ID header, or a hash of the bytes when it has none. */
  messageId: string;
  subject: string | null;
  raw: Buffer;
  spf: string | null;
  dkim: string | null;
}

/**
 * Stores the raw message for each recipient that is an active agency's address, with its
 * inbound_email.received event, so it is read by a job exactly when it is kept. One statement (its
 * CTEs commit together or not at all), so an SMTP answer costs one round trip, not a transaction of
 * five (bench P14). The same Message-ID again for an agency is stored once (a portal retrying, a
 * message forwarded twice, or sent to an agent and the agency): answers the ids stored. `quiet`: no
 * NOTIFY, the caller wakes its own relay (see outboxQuiet).
 */
export async function storeInboundEmail(manager: Queryable, email: NewInboundEmail, quiet = false): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(STORE_INBOUND_EMAIL, [
    email.recipients.map((recipient) => recipient.localPart),
    email.recipients.map((recipient) => recipient.address),
    email.sender,
    email.messageId,
    email.subject,
    email.raw,
    email.raw.length,
    email.spf,
    email.dkim,
    quiet,
  ]);
  return rows.map((row) => row.id);
}

/**
 * The SMTP server's RCPT TO check in one round trip: whether the address is an active agency's, and
 * how many messages the envelope sender got stored since then (the flood throttle), counted no
 * further than the limit.
 */
export async function inboundRecipientCheck(
  manager: Queryable,
  localPart: string,
  sender: string,
  since: Date,
  limit: number,
): Promise<{ known: boolean; senderCount: number }> {
  const [row] = await manager.query<{ known: boolean; senderCount: number }[]>(INBOUND_RECIPIENT_CHECK, [
    localPart,
    sender,
    since,
    limit,
  ]);
  return row;
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

/** The messages to parse, each in the place of its id (null: gone). */
export async function inboundEmailsToParse(manager: Queryable, ids: string[]): Promise<(InboundEmailToParse | null)[]> {
  const rows = await manager.query<InboundEmailToParse[]>(INBOUND_EMAILS_TO_PARSE, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
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

/**
 * The outcome of a message that made no lead (a robot's, unreadable, our own address): recorded if the
 * message is still to read. Answers whether it was (false: another job or a re-parse read it meanwhile).
 */
export async function recordInboundOutcome(
  manager: Queryable,
  id: string,
  outcome: InboundEmailOutcome,
): Promise<boolean> {
  const [, affected] = await manager.query<[unknown, number]>(RECORD_INBOUND_OUTCOME, [
    id,
    outcome.status,
    outcome.portal,
    outcome.problem,
    outcome.lead ? JSON.stringify(outcome.lead) : null,
    outcome.listingId,
    outcome.candidateId,
    outcome.linkSent,
    outcome.subject?.slice(0, 500) ?? null,
  ]);
  return affected > 0;
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
