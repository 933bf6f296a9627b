import type { EntityManager } from 'typeorm';

/**
 * The candidate rows a visitor account owns: one per agency where someone booked with the account's
 * e-mail, and only once that e-mail is proven (a magic link or a reset followed). An unverified
 * account owns nothing, so claiming someone's address shows none of their visits.
 */
export async function ownedCandidateIds(manager: EntityManager, userId: string): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT c.id FROM candidates c
       JOIN users u ON u.email = c.email
      WHERE u.id = $1 AND u.auth_type = 'visitor' AND u.email_verified_at IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/**
 * The messages sent to the visitor: to their e-mail or account, and SMS about their own visits sent
 * to the phone given with that visit (compared on the last nine digits: the candidate typed a national or
 * international form, the SMS went to E.164). $1 user id, $2 owned candidate ids.
 */
export const MY_MESSAGES_WHERE = `
  (m.user_id = $1
   OR (m.channel = 'email' AND lower(m.recipient) = (SELECT lower(email::text) FROM users WHERE id = $1))
   OR (m.channel = 'sms' AND EXISTS (
         SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id
          WHERE v.id = m.visit_id AND c.id = ANY($2::uuid[])
            AND right(regexp_replace(COALESCE(v.contact_phone, c.phone), '\\D', '', 'g'), 9)
                = right(regexp_replace(m.recipient, '\\D', '', 'g'), 9))))`;

export const VISITOR_MESSAGE_FIELDS = `m.id, m.channel, m.purpose, m.subject, m.body_text AS "bodyText", m.status,
  m.created_at AS "createdAt", m.sent_at AS "sentAt"`;
