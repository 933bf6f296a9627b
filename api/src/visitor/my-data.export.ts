import {
  agentMessagesAboutVisits,
  applicantAnswersOf,
  exportCandidates,
  exportRentalFile,
  exportVisits,
  interestOfVisits,
  phonesOfVisits,
  smsOfPhones,
  vouchersOfVisits,
  type FileStorage,
} from '@creneau/server';
import type { MyDataExport } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { MY_MESSAGES_WHERE, ownedCandidateIds, VISITOR_MESSAGE_FIELDS } from './visitor-scope';

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
        signedAt: voucher.signedAt.toISOString(),
        pdfBase64: storageKey ? ((await storage.get(storageKey))?.data.toString('base64') ?? null) : null,
      })),
    ),
    interest: (await interestOfVisits(manager, visitIds)).map(({ answeredAt, ...answer }) => ({
      ...answer,
      answeredAt: answeredAt?.toISOString() ?? null,
    })),
    ...smsOfPerson(await smsOfPhones(manager, await phonesOfVisits(manager, visitIds))),
    ...(await accountTraces(manager, userId)),
    rentalFile: await exportRentalFile(manager, userId, storage),
  };
}

/** The person's SMS replies and STOP, with their instants as the JSON gives them. */
function smsOfPerson({ smsReplies, smsOptOuts }: Awaited<ReturnType<typeof smsOfPhones>>) {
  return {
    smsReplies: smsReplies.map(({ receivedAt, ...reply }) => ({ ...reply, receivedAt: receivedAt.toISOString() })),
    smsOptOuts: smsOptOuts.map(({ since, ...optOut }) => ({ ...optOut, since: since.toISOString() })),
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
