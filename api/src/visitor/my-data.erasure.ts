import { cancelVisit, eraseApplicantAnswers, lockVisit } from '@creneau/server';
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
export async function eraseMyData(manager: EntityManager, userId: string): Promise<void> {
  const candidateIds = await ownedCandidateIds(manager, userId);
  await cancelUpcomingVisits(manager, candidateIds);
  await eraseMessages(manager, userId, candidateIds);
  await eraseApplicantAnswers(manager, candidateIds);
  await manager.query(
    `UPDATE visits SET answers = '{}', request_hash = NULL, updated_at = now(), contact_first_name = NULL,
            contact_last_name = NULL, contact_phone = NULL, contact_language = NULL,
            cancelled_why = CASE WHEN cancelled_why = ANY($2) THEN cancelled_why ELSE NULL END
      WHERE candidate_id = ANY($1::uuid[])`,
    [candidateIds, SYSTEM_REASONS],
  );
  await eraseCandidates(manager, candidateIds);
  // The person's own sign-ins (address, browser); what ops did stays audited, detached by the FK.
  await manager.query(`DELETE FROM audit_log WHERE actor_user_id = $1 AND effective_user_id = $1`, [userId]);
  await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
}

async function cancelUpcomingVisits(manager: EntityManager, candidateIds: string[]): Promise<void> {
  const upcoming = await manager.query<{ id: string }[]>(
    `SELECT id FROM visits WHERE candidate_id = ANY($1::uuid[]) AND status IN ('booked', 'confirmed')
        AND starts_at > now() ORDER BY id`,
    [candidateIds],
  );
  for (const { id } of upcoming) {
    const visit = await lockVisit(manager, id, { candidateIds });
    if (visit) await cancelVisit(manager, visit, 'candidate', ACCOUNT_DELETED);
  }
}

// Messages to the person lose their address and content; a message still waiting is never sent.
// Messages to agents about the person's visits keep their recipient and lose their content.
async function eraseMessages(manager: EntityManager, userId: string, candidateIds: string[]): Promise<void> {
  const erase = `subject = NULL, body_text = '', body_html = NULL, attachments = NULL, headers = NULL, updated_at = now(),
    status = CASE WHEN status IN ('queued', 'sending') THEN 'failed' ELSE status END,
    error = CASE WHEN status IN ('queued', 'sending') THEN 'erased at the person''s request' ELSE error END`;
  await manager.query(
    `DELETE FROM message_secrets WHERE message_id IN (SELECT m.id FROM messages m WHERE ${MY_MESSAGES_WHERE})`,
    [userId, candidateIds],
  );
  // The development outbox's raw copies hold everything the message held.
  await manager.query(
    `DELETE FROM message_mime WHERE message_id IN (SELECT m.id FROM messages m WHERE ${MY_MESSAGES_WHERE}
        OR m.visit_id IN (SELECT id FROM visits WHERE candidate_id = ANY($2::uuid[])))`,
    [userId, candidateIds],
  );
  await manager.query(`UPDATE messages m SET recipient = '', user_id = NULL, ${erase} WHERE ${MY_MESSAGES_WHERE}`, [
    userId,
    candidateIds,
  ]);
  await manager.query(
    `UPDATE messages SET ${erase}
      WHERE visit_id IN (SELECT id FROM visits WHERE candidate_id = ANY($1::uuid[]))`,
    [candidateIds],
  );
}

// A candidate without visits goes; one with visits stays, anonymised, so the agency's history holds.
async function eraseCandidates(manager: EntityManager, candidateIds: string[]): Promise<void> {
  await manager.query(
    `DELETE FROM candidates c WHERE c.id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.candidate_id = c.id)`,
    [candidateIds],
  );
  await manager.query(
    `UPDATE candidates SET email = id::text || '@anonymised.invalid', first_name = '', last_name = '', phone = '',
            anonymised_at = now(), updated_at = now()
      WHERE id = ANY($1::uuid[])`,
    [candidateIds],
  );
}
