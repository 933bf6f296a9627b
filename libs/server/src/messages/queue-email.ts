import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { publishEvent } from '../outbox/outbox.writer';
import { renderHtml, renderText, type Branding, type EmailContent } from './email-layout';

export interface EmailToQueue {
  purpose: MessagePurpose;
  to: string;
  language: string;
  content: EmailContent;
  brand: Branding;
  agencyId?: string | null;
  userId?: string | null;
}

/** Records the rendered e-mail and its event in the caller's transaction; a worker sends it. */
export async function queueEmail(manager: EntityManager, email: EmailToQueue): Promise<string> {
  const [row] = await manager.query(
    `INSERT INTO messages (agency_id, user_id, channel, recipient, purpose, language, subject, body_text, body_html)
     VALUES ($1, $2, 'email', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      email.agencyId ?? null,
      email.userId ?? null,
      email.to,
      email.purpose,
      email.language,
      email.content.subject,
      renderText(email.content),
      renderHtml(email.content, email.brand),
    ],
  );
  await publishEvent(manager, 'email.queued', { messageId: row.id }, email.agencyId ?? null);
  return row.id as string;
}
