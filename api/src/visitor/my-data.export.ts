import {
  agentMessagesAboutVisits,
  applicantAnswersOf,
  exportCandidates,
  exportVisits,
  interestOfVisits,
  phonesOfVisits,
  smsOfPhones,
  vouchersOfVisits,
  type FileStorage,
} from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { MY_MESSAGES_WHERE, ownedCandidateIds, VISITOR_MESSAGE_FIELDS } from './visitor-scope';

/**
 * Everything the product holds about a visitor (GDPR art. 15 and 20): the account, the contact
 * details each agency received, the visits with the answers given, and the messages sent.
 */
export interface MyDataExport {
  exportedAt: string;
  account: Record<string, unknown>;
  candidates: Record<string, unknown>[];
  visits: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  /** What agents were told about the person's visits (booking notices, cancellations). */
  messagesToAgents: Record<string, unknown>[];
  /** The signed bons de visite, each with its PDF (base64). */
  vouchers: { visitId: string; signerName: string; signedAt: Date; pdfBase64: string | null }[];
  interest: { visitId: string; interested: boolean | null; answeredAt: Date | null }[];
  smsReplies: { body: string; kind: string; receivedAt: Date }[];
  smsOptOuts: { phone: string; since: Date }[];
  /** The account's sessions (IP address, browser) and its sign-ins and other actions in the audit log. */
  sessions: Record<string, unknown>[];
  signIns: Record<string, unknown>[];
}

export async function exportMyData(
  manager: EntityManager,
  userId: string,
  storage: FileStorage,
): Promise<MyDataExport> {
  const candidateIds = await ownedCandidateIds(manager, userId);
  const [[account], candidates, visits, messages] = await Promise.all([
    manager.query(
      `SELECT email, first_name AS "firstName", last_name AS "lastName", phone, language,
              email_verified_at AS "emailVerifiedAt", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM users WHERE id = $1`,
      [userId],
    ),
    exportCandidates(manager, candidateIds),
    exportVisits(manager, candidateIds),
    manager.query(
      `SELECT ${VISITOR_MESSAGE_FIELDS}, m.recipient FROM messages m WHERE ${MY_MESSAGES_WHERE}
        ORDER BY m.created_at DESC`,
      [userId, candidateIds],
    ),
  ]);
  const answers = await applicantAnswersOf(
    manager,
    visits.map(({ id }) => id),
  );
  // What was answered after each visit (application, lease), beside the visit it follows.
  const withAnswers = visits.map((visit) => ({
    ...visit,
    applicantAnswers: answers
      .filter((answer) => answer.visitId === visit.id)
      .map(({ stage, region, answers: given, updatedAt }) => ({ stage, region, answers: given, updatedAt })),
  }));
  const visitIds = visits.map(({ id }) => id);
  return {
    exportedAt: new Date().toISOString(),
    account,
    candidates,
    visits: withAnswers,
    messages,
    messagesToAgents: await agentMessagesAboutVisits(
      manager,
      visitIds,
      messages.map(({ id }: { id: string }) => id),
    ),
    vouchers: await Promise.all(
      (await vouchersOfVisits(manager, visitIds)).map(async ({ storageKey, ...voucher }) => ({
        ...voucher,
        pdfBase64: storageKey ? ((await storage.get(storageKey))?.data.toString('base64') ?? null) : null,
      })),
    ),
    interest: await interestOfVisits(manager, visitIds),
    ...(await smsOfPhones(manager, await phonesOfVisits(manager, visitIds))),
    ...(await accountTraces(manager, userId)),
  };
}

async function accountTraces(manager: EntityManager, userId: string) {
  const [sessions, signIns] = await Promise.all([
    manager.query<Record<string, unknown>[]>(
      `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt",
              revoked_at AS "revokedAt", host(ip) AS ip, user_agent AS "userAgent"
         FROM sessions WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    ),
    manager.query<Record<string, unknown>[]>(
      `SELECT at, action, host(ip) AS ip FROM audit_log WHERE actor_user_id = $1 OR effective_user_id = $1 ORDER BY at`,
      [userId],
    ),
  ]);
  return { sessions, signIns };
}
