import { applicantAnswersOf, exportCandidates, exportVisits } from '@creneau/server';
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
}

export async function exportMyData(manager: EntityManager, userId: string): Promise<MyDataExport> {
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
  return { exportedAt: new Date().toISOString(), account, candidates, visits: withAnswers, messages };
}
