import { applicantAnswersOf } from '@creneau/server';
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
    manager.query(
      `SELECT c.email, c.first_name AS "firstName", c.last_name AS "lastName", c.phone, c.language,
              c.created_at AS "createdAt", c.updated_at AS "updatedAt", json_build_object('name', a.name, 'slug', a.slug) AS agency
         FROM candidates c JOIN agencies a ON a.id = c.agency_id
        WHERE c.id = ANY($1::uuid[]) ORDER BY c.created_at`,
      [candidateIds],
    ),
    manager.query(
      `SELECT v.id, v.status, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.source, v.answers,
              v.cancelled_by AS "cancelledBy", v.cancelled_why AS "cancelledWhy", v.cancelled_at AS "cancelledAt",
              v.confirmed_at AS "confirmedAt", v.rescheduled_from AS "rescheduledFrom",
              v.rescheduled_to AS "rescheduledTo", v.created_at AS "createdAt",
              json_build_object('firstName', v.contact_first_name, 'lastName', v.contact_last_name,
                                'phone', v.contact_phone, 'language', v.contact_language) AS contact,
              json_build_object('reference', l.reference, 'title', l.title, 'city', l.city) AS listing,
              a.name AS agency, trim(u.first_name || ' ' || u.last_name) AS agent
         FROM visits v JOIN listings l ON l.id = v.listing_id JOIN agencies a ON a.id = v.agency_id
         JOIN users u ON u.id = v.agent_id
        WHERE v.candidate_id = ANY($1::uuid[]) ORDER BY v.starts_at`,
      [candidateIds],
    ),
    manager.query(
      `SELECT ${VISITOR_MESSAGE_FIELDS}, m.recipient FROM messages m WHERE ${MY_MESSAGES_WHERE}
        ORDER BY m.created_at DESC`,
      [userId, candidateIds],
    ),
  ]);
  const answers = await applicantAnswersOf(
    manager,
    (visits as { id: string }[]).map(({ id }) => id),
  );
  // What was answered after each visit (application, lease), beside the visit it follows.
  const withAnswers = (visits as { id: string }[]).map((visit) => ({
    ...visit,
    applicantAnswers: answers
      .filter((answer) => answer.visitId === visit.id)
      .map(({ stage, region, answers: given, updatedAt }) => ({ stage, region, answers: given, updatedAt })),
  }));
  return { exportedAt: new Date().toISOString(), account, candidates, visits: withAnswers, messages };
}
