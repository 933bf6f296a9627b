import type { CandidateSourceDetail } from '@creneau/contracts';
import { randomUUID } from 'node:crypto';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';
import type { QueuedMessageRow } from '../messages/insert-messages';
import { outboxQuiet } from '../outbox/outbox.writer';
import { newLeadCode } from './lead-link.queries';
import type { InboundEmailOutcome } from './inbound-email.writer';

/**
 * Everything a portal lead writes, as one statement (so atomic without a transaction around it): the
 * message is taken if it is still to read (locked, so a retried job and a person's re-parse never both
 * write it), the candidate is upserted with its history row as upsertCandidate does for an untrusted
 * request (an existing one is merged into, never updated: anyone can forward a portal e-mail), the
 * booking link made on first need, its e-mail and SMS queued with their outbox events, and the outcome
 * recorded. Seven round trips (begin, lock, candidate, link, messages, outcome, commit) became one: a
 * portal lead's job is mostly round trips (bench P14).
 *
 * The messages are rendered before the candidate's id and the link's code are known: they carry a
 * fresh code and a stand-in id, replaced here by the link's code (the new one, or the one the
 * candidate had for this listing) and the candidate's id.
 */
function leadWrite(target: string): string {
  return `WITH ${outboxQuiet(25)},
     email AS (
       SELECT id FROM inbound_emails, quiet WHERE id = $1 AND status = 'received' FOR UPDATE OF inbound_emails),
     upserted AS (
       INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language, listing_id, source, source_detail)
       SELECT $2, $3, $4, $5, $6, $7, $8, 'portal', $9 FROM email
       ON CONFLICT ${target} DO UPDATE SET updated_at = candidates.updated_at
       RETURNING id, agency_id, status, xmax = 0 AS created),
     history AS (
       INSERT INTO candidate_events (candidate_id, agency_id, kind, to_status, actor, data)
       SELECT id, agency_id, CASE WHEN created THEN 'created' ELSE 'source_added' END,
              CASE WHEN created THEN status END, 'candidate',
              jsonb_strip_nulls(jsonb_build_object('source', 'portal', 'detail', $9::jsonb))
         FROM upserted),
     made AS (
       INSERT INTO lead_links (code, agency_id, listing_id, candidate_id, portal)
       SELECT $10, $2, $8, id, $11 FROM upserted WHERE $14 AND $8::uuid IS NOT NULL
       ON CONFLICT (candidate_id, listing_id) DO NOTHING RETURNING code),
     link AS (
       SELECT code FROM made
       UNION ALL
       SELECT l.code FROM lead_links l JOIN upserted u ON l.candidate_id = u.id AND l.listing_id = $8 WHERE $14
       LIMIT 1),
     message AS (
       INSERT INTO messages (channel, agency_id, recipient, purpose, language, subject, body_text, body_html,
                             claim_key, headers, candidate_id)
       SELECT m.channel, $2, m.recipient, m.purpose, m.language, replace(m.subject, $10, link.code),
              replace(m.body_text, $10, link.code), replace(m.body_html, $10, link.code),
              replace(m.claim_key, $12, u.id::text), m.headers, u.id
         FROM upserted u, link,
              unnest($16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[],
                     $23::text[], $24::jsonb[]) AS m(channel, recipient, purpose, language, subject, body_text,
                                                    body_html, claim_key, headers)
       ON CONFLICT (claim_key) DO NOTHING
       RETURNING id, channel, agency_id),
     event AS (
       INSERT INTO outbox (event, payload, agency_id)
       SELECT channel || '.queued', jsonb_build_object('messageId', id), agency_id FROM message)
   UPDATE inbound_emails SET status = 'parsed', portal = $11, problem = NULL, lead = $13, listing_id = $8,
          candidate_id = (SELECT id FROM upserted), link_sent = link_sent OR $14, subject = COALESCE($15, subject),
          parsed_at = now()
    WHERE id IN (SELECT id FROM email)
   RETURNING candidate_id AS "candidateId"`;
}

// Run for every portal message (bench P14): each pooled connection parses and plans them once. A lead
// with an e-mail is one candidate per e-mail and listing; a phone alone, one per phone and listing.
const LEAD_WRITE_BY_EMAIL = prepared(
  'lead-write-by-email',
  leadWrite('(agency_id, listing_id, email) WHERE email IS NOT NULL AND merged_into IS NULL'),
);
const LEAD_WRITE_BY_PHONE = prepared(
  'lead-write-by-phone',
  leadWrite('(agency_id, listing_id, phone) WHERE email IS NULL AND merged_into IS NULL'),
);

/** A portal lead to write: its message, its candidate, and the booking link's messages if one is sent. */
export interface LeadToWrite {
  inboundEmailId: string;
  agencyId: string;
  contact: { email: string | null; phone: string | null; firstName: string; lastName: string; language: string };
  listingId: string | null;
  sourceDetail: CandidateSourceDetail;
  outcome: Pick<InboundEmailOutcome, 'portal' | 'lead' | 'subject'>;
  /**
   * The booking link's messages (rendered with `code` and `candidateId` below), or null when no link
   * is sent (no listing found, or the prospect booked it already).
   */
  link: { messages: QueuedMessageRow[] } | null;
}

/** The stand-ins the booking link's messages are rendered with, replaced at the write. */
export interface LeadStandIns {
  /** A fresh code: the link's, unless the candidate has one for this listing already. */
  code: string;
  /** Where the candidate's id goes (claim keys), once known. */
  candidateId: string;
}

export function leadStandIns(): LeadStandIns {
  return { code: newLeadCode(), candidateId: randomUUID() };
}

/**
 * Writes the lead (see leadWrite). Answers the candidate's id, or null when the message was read
 * meanwhile (another job, a re-parse): nothing is written then. `quiet`: no NOTIFY, the caller wakes
 * its own relay (see outboxQuiet).
 */
export async function writeLead(
  manager: Queryable,
  lead: LeadToWrite,
  standIns: LeadStandIns,
  quiet = false,
): Promise<{ candidateId: string } | null> {
  const messages = lead.link?.messages ?? [];
  if (messages.some((message) => message.secret || message.attachments || message.visitId || message.userId))
    throw new Error('a booking link message carries no secret, attachment, visit or user');
  const column = <K extends keyof QueuedMessageRow>(key: K) => messages.map((row) => row[key] ?? null);
  const [row] = await manager.query<{ candidateId: string }[]>(
    lead.contact.email ? LEAD_WRITE_BY_EMAIL : LEAD_WRITE_BY_PHONE,
    [
      lead.inboundEmailId,
      lead.agencyId,
      lead.contact.email?.toLowerCase() ?? null,
      lead.contact.firstName,
      lead.contact.lastName,
      lead.contact.phone,
      lead.contact.language,
      lead.listingId,
      lead.sourceDetail,
      standIns.code,
      lead.outcome.portal,
      standIns.candidateId,
      lead.outcome.lead ? JSON.stringify(lead.outcome.lead) : null,
      lead.link !== null,
      lead.outcome.subject?.slice(0, 500) ?? null,
      column('channel'),
      column('recipient'),
      column('purpose'),
      column('language'),
      column('subject'),
      column('bodyText'),
      column('bodyHtml'),
      column('claimKey'),
      column('headers'),
      quiet,
    ],
  );
  return row ?? null;
}
