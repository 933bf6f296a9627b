import type { Queryable } from '../database/queryable';
import { VISIT_SCOPE, scopeParams, type VisitFigureScope } from '../visits/visit-scope';

/**
 * The candidate rows a visitor account owns: one per agency where someone booked with the account's
 * e-mail, and only once that e-mail is proven (a magic link or a reset followed). An unverified
 * account owns nothing, so claiming someone's address shows none of their visits.
 */
export async function ownedCandidateIds(manager: Queryable, userId: string): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT c.id FROM candidates c
       JOIN users u ON u.email = c.email
      WHERE u.id = $1 AND u.auth_type = 'visitor' AND u.email_verified_at IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/**
 * The messages sent to a visitor account: to its e-mail or the account itself, and SMS about the visits of
 * its candidates sent to the phone given with that visit (compared on the last nine digits: the candidate
 * typed a national or international form, the SMS went to E.164). A condition on `messages m`; $1 user id,
 * $2 owned candidate ids. Here because it reads this module's tables.
 */
export const VISITOR_MESSAGES_WHERE = `
  (m.user_id = $1
   OR (m.channel = 'email' AND lower(m.recipient) = (SELECT lower(email::text) FROM users WHERE id = $1))
   OR (m.channel = 'sms' AND EXISTS (
         SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id
          WHERE v.id = m.visit_id AND c.id = ANY($2::uuid[])
            AND right(regexp_replace(COALESCE(v.contact_phone, c.phone), '\\D', '', 'g'), 9)
                = right(regexp_replace(m.recipient, '\\D', '', 'g'), 9))))`;

/** A candidate row as the person's data export gives it, with the agency that holds it. */
export type ExportedCandidateRow = {
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
  createdAt: Date;
  updatedAt: Date;
  agency: { name: string; slug: string };
};

export async function exportCandidates(manager: Queryable, candidateIds: string[]): Promise<ExportedCandidateRow[]> {
  return manager.query<ExportedCandidateRow[]>(
    `SELECT c.email, c.first_name AS "firstName", c.last_name AS "lastName", c.phone, c.language,
            c.created_at AS "createdAt", c.updated_at AS "updatedAt", json_build_object('name', a.name, 'slug', a.slug) AS agency
       FROM candidates c JOIN agencies a ON a.id = c.agency_id
      WHERE c.id = ANY($1::uuid[]) ORDER BY c.created_at`,
    [candidateIds],
  );
}

/** A candidate met lately, with their latest visit in scope, and how many such candidates there are. */
export interface NewCandidateRow {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  createdAt: Date;
  visit: { id: string; listingId: string; startsAt: string; interested: boolean | null };
  total: number;
}

/** The latest candidates created within `days` who have a visit in scope, newest first, at most `limit`. */
export async function newCandidates(
  manager: Queryable,
  where: VisitFigureScope,
  days: number,
  limit: number,
): Promise<NewCandidateRow[]> {
  return manager.query<NewCandidateRow[]>(
    `SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.phone, c.email, c.created_at AS "createdAt",
            latest.visit, count(*) OVER ()::int AS total
       FROM candidates c
       CROSS JOIN LATERAL (
         SELECT json_build_object('id', v.id, 'listingId', v.listing_id, 'startsAt', v.starts_at,
                                  'interested', v.interested) AS visit
           FROM visits v WHERE v.candidate_id = c.id AND ${VISIT_SCOPE} ORDER BY v.created_at DESC LIMIT 1) latest
      WHERE ($1::uuid IS NULL OR c.agency_id = $1)
        AND c.created_at >= now() - make_interval(days => ${days})
      ORDER BY c.created_at DESC, c.id LIMIT ${limit}`,
    scopeParams(where),
  );
}
