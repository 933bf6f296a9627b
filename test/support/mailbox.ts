import type { Pool } from 'pg';
import { waitFor } from './processes';

export interface SentEmail {
  id: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  status: string;
  provider: string | null;
  language: string;
}

/**
 * The latest e-mail of a purpose to an address as its recipient got it, once a worker has sent it to the
 * development outbox: an identity e-mail's usable body (message_secrets), not the stored redacted one.
 */
export async function sentEmail(pool: Pool, to: string, purpose: string): Promise<SentEmail> {
  return waitFor(async () => {
    const { rows } = await pool.query<SentEmail>(
      `SELECT m.id, m.subject, COALESCE(s.body_text, m.body_text) AS "bodyText",
              CASE WHEN s.message_id IS NULL THEN m.body_html ELSE s.body_html END AS "bodyHtml",
              m.status, m.provider, m.language
         FROM messages m LEFT JOIN message_secrets s ON s.message_id = m.id
        WHERE m.recipient = $1 AND m.purpose = $2 ORDER BY m.created_at DESC LIMIT 1`,
      [to, purpose],
    );
    return rows[0]?.status === 'sent' ? rows[0] : null;
  }, `the ${purpose} e-mail to ${to}`);
}

export function tokenIn(email: SentEmail): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(email.bodyText);
  if (!match) throw new Error(`no token link in: ${email.bodyText}`);
  return match[1];
}
