import type { EntityManager } from 'typeorm';
import { eraseApplicantAnswers } from '../applicants';
import { candidatesPastRetention, eraseCandidates } from '../candidates';
import { eraseInboundEmailsOf } from '../leads';
import { anonymiseVisitsOf } from '../visits';

// How long each kind of personal data is kept, as the privacy policy states it (libs/locales/*/legal.json,
// "Combien de temps"): agencies may shorten visits, messages and SMS replies (agency_privacy), never lengthen
// them. Each step deletes or anonymises what is past its limit; running it twice changes nothing more.
export const RETENTION = {
  /** Sessions (IP address, browser), once ended: "12 mois". */
  sessionsMonths: 12,
  /** The audit log (sign-ins, admins' and operator's actions): "12 mois". */
  auditLogMonths: 12,
  /** Visitor accounts without a sign-in: "après 3 ans d'inactivité". */
  inactiveAccountsMonths: 36,
  /** SMS replies: 36 months unless the agency of the visit chose less (a reply is filed by its number). */
  smsRepliesMonths: 36,
  /** Proofs of cookie choices: a choice is asked again after 6 months; its proof is kept 13 (CNIL's maximum). */
  consentProofsMonths: 13,
} as const;

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
  consentProofs: number;
}

const count = (result: unknown): number => (Array.isArray(result) ? Number(result[1] ?? 0) : 0);

export async function applyRetention(manager: EntityManager): Promise<RetentionOutcome> {
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
  const candidateIds = await candidatesPastRetention(manager, CANDIDATES_PER_RUN);
  // The signed vouchers' PDFs are files the workers cannot reach yet (the storage is the API's): they stay
  // until the voucher retention is built with a storage for the workers.
  await eraseApplicantAnswers(manager, candidateIds);
  await eraseInboundEmailsOf(manager, candidateIds);
  await anonymiseVisitsOf(manager, candidateIds, SYSTEM_REASONS);
  await eraseCandidates(manager, candidateIds);
  return { sessions, auditLog, accounts, smsReplies, messages, candidates: candidateIds.length, consentProofs };
}
