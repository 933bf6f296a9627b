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

/** The latest e-mail of a purpose to an address, once a worker has sent it (development outbox). */
export async function sentEmail(pool: Pool, to: string, purpose: string): Promise<SentEmail> {
  return waitFor(async () => {
    const { rows } = await pool.query<SentEmail>(
      `SELECT id, subject, body_text AS "bodyText", body_html AS "bodyHtml", status, provider, language
         FROM messages WHERE recipient = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1`,
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
