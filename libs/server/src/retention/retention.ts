import { FIXED_RETENTION } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { eraseApplicantAnswers } from '../applicants';
import { candidatesPastRetention, eraseCandidates } from '../candidates';
import { eraseInboundEmailsOf } from '../leads';
import type { FileStorage } from '../storage';
import { anonymiseVisitsOf, redactVisitTraces, visitIdsOf, vouchersOfVisits } from '../visits';

// How long each kind of personal data is kept, as the privacy policy states it (libs/locales/*/legal.json,
// "Combien de temps"): agencies may shorten visits and messages (agency_privacy), never lengthen them; the
// other figures are the operator's (FIXED_RETENTION). Each step deletes or anonymises what is past its limit; running it twice changes nothing more.
export const RETENTION = FIXED_RETENTION;

/** Candidates anonymised per run: a backlog drains over a few nights instead of one long transaction. */
const CANDIDATES_PER_RUN = 5_000;
const SYSTEM_REASONS = ['account_deleted', 'rescheduled', 'candidate_cancelled'];

export interface RetentionOutcome {
  sessions: number;
  auditLog: number;
  accounts: number;
  smsReplies: number;
  messages: number;
  candidates: number;
  /** Signed vouchers whose PDF was deleted. */
  vouchers: number;
  consentProofs: number;
  /** Portal messages that made no candidate; the others go with their candidate. */
  unlinkedInboundEmails: number;
}

const count = (result: unknown): number => (Array.isArray(result) ? Number(result[1] ?? 0) : 0);

export async function applyRetention(manager: EntityManager, storage: FileStorage): Promise<RetentionOutcome> {
  const sessions = count(
    await manager.query(
      `DELETE FROM sessions WHERE least(coalesce(revoked_at, expires_at), expires_at) < now() - make_interval(months => $1)`,
      [RETENTION.sessionsMonths],
    ),
  );
  const auditLog = count(
    await manager.query(`DELETE FROM audit_log WHERE at < now() - make_interval(months => $1)`, [
      RETENTION.auditLogMonths,
    ]),
  );
  const accounts = count(
    await manager.query(
      `DELETE FROM users u WHERE u.auth_type = 'visitor'
          AND greatest(u.created_at, u.last_signed_in_at) < now() - make_interval(months => $1)`,
      [RETENTION.inactiveAccountsMonths],
    ),
  );
  const smsReplies = count(
    await manager.query(`DELETE FROM inbound_sms WHERE received_at < now() - make_interval(months => $1)`, [
      RETENTION.smsRepliesMonths,
    ]),
  );
  const messages = count(
    await manager.query(
      `DELETE FROM messages m USING agencies a LEFT JOIN agency_privacy p ON p.agency_id = a.id
        WHERE m.agency_id = a.id AND m.status NOT IN ('queued', 'sending')
          AND m.created_at < now() - make_interval(months => coalesce(p.messages_retention_months, 36))`,
    ),
  );
  const consentProofs = count(
    await manager.query(`DELETE FROM consent_proofs WHERE created_at < now() - make_interval(months => $1)`, [
      RETENTION.consentProofsMonths,
    ]),
  );
  // received_at, not parsed_at: a message still unread after months is as stale as an unreadable one.
  const unlinkedInboundEmails = count(
    await manager.query(
      `DELETE FROM inbound_emails WHERE candidate_id IS NULL AND received_at < now() - make_interval(months => $1)`,
      [RETENTION.unlinkedInboundEmailsMonths],
    ),
  );
  const candidateIds = await candidatesPastRetention(manager, CANDIDATES_PER_RUN);
  const vouchers = await eraseVouchersOf(manager, storage, candidateIds);
  await eraseApplicantAnswers(manager, candidateIds);
  await eraseInboundEmailsOf(manager, candidateIds);
  await anonymiseVisitsOf(manager, candidateIds, SYSTEM_REASONS);
  await eraseCandidates(manager, candidateIds);
  return {
    sessions,
    auditLog,
    accounts,
    smsReplies,
    messages,
    candidates: candidateIds.length,
    vouchers,
    consentProofs,
    unlinkedInboundEmails,
  };
}

/**
 * The signed bons de visite of these candidates' visits go with the visit's data ("3 ans après votre dernier
 * contact"): the row loses the name and the file is deleted, the visit's links stop working. The files go
 * before the commit: a rollback then leaves a row whose PDF is gone (the next run redacts it), never a PDF
 * past its limit that no row points to.
 */
async function eraseVouchersOf(manager: EntityManager, storage: FileStorage, candidateIds: string[]): Promise<number> {
  const visitIds = await visitIdsOf(manager, candidateIds);
  const keys = (await vouchersOfVisits(manager, visitIds)).map((voucher) => voucher.storageKey).filter(Boolean);
  await redactVisitTraces(manager, visitIds);
  for (const key of keys) await storage.deletePrefix(key);
  return keys.length;
}
