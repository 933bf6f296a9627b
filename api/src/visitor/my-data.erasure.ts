import {
  deleteRentalFileOf,
  rentalDocumentKeysOf,
  anonymiseVisitsOf,
  cancelVisit,
  eraseApplicantAnswers,
  eraseSmsOfPhones,
  phonesOfVisits,
  redactVisitTraces,
  vouchersOfVisits,
  type FileStorage,
  eraseCandidates,
  eraseInboundEmailsOf,
  exportCandidates,
  lockVisit,
  publishEvent,
  upcomingVisitIdsOf,
  visitIdsOf,
} from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { MY_MESSAGES_WHERE, ownedCandidateIds } from './visitor-scope';

/** Why the agent's upcoming visits with this person were cancelled; the agent's screens translate it. */
export const ACCOUNT_DELETED = 'account_deleted';
// Machine reasons the product itself writes; any other reason is the visitor's own words.
const SYSTEM_REASONS = [ACCOUNT_DELETED, 'rescheduled', 'candidate_cancelled'];

/**
 * Erases a visitor (GDPR art. 17), in the caller's transaction. Upcoming visits are cancelled through
 * the normal event, so agents are warned; past visits stay in the agencies' records, tied to an
 * anonymised candidate; what the person wrote or received is emptied; the account goes, and its
 * sessions and tokens with it (ON DELETE CASCADE).
 */
export async function eraseMyData(manager: EntityManager, userId: string): Promise<ErasedFiles> {
  const files = await erasePerson(manager, await ownedCandidateIds(manager, userId), userId);
  // The rental file goes with the account (ON DELETE CASCADE); its documents' files after the commit.
  const rentalKeys = await rentalDocumentKeysOf(manager, userId);
  await deleteRentalFileOf(manager, userId);
  files.storageKeys.push(...rentalKeys);
  // The person's own sign-ins (address, browser); what ops did stays audited, detached by the FK.
  await manager.query(`DELETE FROM audit_log WHERE actor_user_id = $1 AND effective_user_id = $1`, [userId]);
  await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  // The erasure itself stays on record, without the person: what went, not who.
  await manager.query(
    `INSERT INTO audit_log (action, details) VALUES ('visitor.erased', jsonb_build_object('rentalDocuments', $1::int))`,
    [rentalKeys.length],
  );
  return files;
}

/**
 * A person's data at the agencies: upcoming visits cancelled, vouchers and SMS replies redacted (and
 * Twilio asked to redact its copies), messages to them emptied, visits anonymised, candidates erased.
 * `userId`, when they have an account, also finds the messages sent to the account.
 */
export async function erasePerson(
  manager: EntityManager,
  candidateIds: string[],
  userId: string | null,
): Promise<ErasedFiles> {
  // Messages to the address they booked with, read before the candidates are anonymised.
  const emails = (await exportCandidates(manager, candidateIds)).flatMap((c) =>
    c.email ? [c.email.toLowerCase()] : [],
  );
  await cancelUpcomingVisits(manager, candidateIds);
  const outbound = await manager.query<{ sid: string }[]>(
    `SELECT m.provider_id AS sid FROM messages m WHERE ${PERSON_WHERE} AND m.channel = 'sms'
        AND m.provider_id IS NOT NULL AND m.provider = 'twilio'`,
    [userId, candidateIds, emails],
  );
  const { files, inboundSids } = await eraseVisitTraces(manager, candidateIds);
  const providerSids = [...outbound.map((row) => row.sid), ...inboundSids];
  if (providerSids.length > 0) await publishEvent(manager, 'person.erased', { providerSids });
  await eraseMessages(manager, userId, candidateIds, emails);
  await eraseApplicantAnswers(manager, candidateIds);
  await anonymiseVisitsOf(manager, candidateIds, SYSTEM_REASONS);
  await eraseInboundEmailsOf(manager, candidateIds);
  await eraseCandidates(manager, candidateIds);
  return files;
}

// The messages to the person: $1 their account (or null), $2 their candidates, $3 the addresses they booked with.
const PERSON_WHERE = `(${MY_MESSAGES_WHERE} OR (m.channel = 'email' AND lower(m.recipient) = ANY($3::text[])))`;

/** Stored files the erasure made unreachable: deleted once it is committed (a rollback keeps them). */
export interface ErasedFiles {
  storageKeys: string[];
}

export async function deleteErasedFiles(storage: FileStorage, files: ErasedFiles): Promise<void> {
  for (const key of files.storageKeys) await storage.deletePrefix(key);
}

/**
 * The signed vouchers lose the name and the signature (their PDF is deleted), the SMS replies their text
 * and number, and the visits' links (calendar tokens, short links) stop working. Read before the visits
 * are anonymised: the phones are on them.
 */
async function eraseVisitTraces(
  manager: EntityManager,
  candidateIds: string[],
): Promise<{ files: ErasedFiles; inboundSids: string[] }> {
  const visitIds = await visitIdsOf(manager, candidateIds);
  const vouchers = await vouchersOfVisits(manager, visitIds);
  const { sids } = await eraseSmsOfPhones(manager, await phonesOfVisits(manager, visitIds));
  await redactVisitTraces(manager, visitIds);
  return { files: { storageKeys: vouchers.map((voucher) => voucher.storageKey).filter(Boolean) }, inboundSids: sids };
}

async function cancelUpcomingVisits(manager: EntityManager, candidateIds: string[]): Promise<void> {
  const upcoming = await upcomingVisitIdsOf(manager, candidateIds);
  for (const id of upcoming) {
    const visit = await lockVisit(manager, id, { candidateIds });
    if (visit) await cancelVisit(manager, visit, 'candidate', ACCOUNT_DELETED);
  }
}

// Messages to the person lose their address and content; a message still waiting is never sent.
// Messages to agents about the person's visits keep their recipient and lose their content.
async function eraseMessages(
  manager: EntityManager,
  userId: string | null,
  candidateIds: string[],
  emails: string[],
): Promise<void> {
  const visitIds = await visitIdsOf(manager, candidateIds);
  const erase = `subject = NULL, body_text = '', body_html = NULL, attachments = NULL, headers = NULL, updated_at = now(),
    status = CASE WHEN status IN ('queued', 'sending') THEN 'failed' ELSE status END,
    error = CASE WHEN status IN ('queued', 'sending') THEN 'erased at the person''s request' ELSE error END`;
  await manager.query(
    `DELETE FROM message_secrets WHERE message_id IN (SELECT m.id FROM messages m WHERE ${PERSON_WHERE})`,
    [userId, candidateIds, emails],
  );
  // The development outbox's raw copies hold everything the message held.
  await manager.query(
    `DELETE FROM message_mime WHERE message_id IN (SELECT m.id FROM messages m WHERE ${PERSON_WHERE}
        OR m.visit_id = ANY($4::uuid[]))`,
    [userId, candidateIds, emails, visitIds],
  );
  await manager.query(`UPDATE messages m SET recipient = '', user_id = NULL, ${erase} WHERE ${PERSON_WHERE}`, [
    userId,
    candidateIds,
    emails,
  ]);
  await manager.query(
    `UPDATE messages SET ${erase}
      WHERE visit_id = ANY($1::uuid[])`,
    [visitIds],
  );
}
