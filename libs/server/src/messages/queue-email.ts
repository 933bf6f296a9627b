import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { insertMessage } from './insert-message';
import { renderHtml, renderText, type Branding, type EmailContent } from './email-layout';
import type { MessageAttachment } from './message.entity';

export interface EmailToQueue {
  purpose: MessagePurpose;
  to: string;
  language: string;
  content: EmailContent;
  brand: Branding;
  agencyId?: string | null;
  userId?: string | null;
  visitId?: string | null;
  /** One message per key, ever: a job deciding the same message twice records it once. */
  claimKey?: string | null;
  attachments?: MessageAttachment[];
}

/**
 * Records the rendered e-mail and its event in the caller's transaction; a worker sends it.
 * Null when the claim key was already used: the message was decided before.
 */
export async function queueEmail(manager: EntityManager, email: EmailToQueue): Promise<string | null> {
  return insertMessage(
    manager,
    'email.queued',
    `INSERT INTO messages (agency_id, user_id, channel, recipient, purpose, language, subject, body_text, body_html,
                           visit_id, claim_key, attachments)
     VALUES ($1, $2, 'email', $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (claim_key) DO NOTHING`,
    [
      email.agencyId ?? null,
      email.userId ?? null,
      email.to,
      email.purpose,
      email.language,
      email.content.subject,
      renderText(email.content),
      renderHtml(email.content, email.brand),
      email.visitId ?? null,
      email.claimKey ?? null,
      email.attachments ? JSON.stringify(email.attachments) : null,
    ],
  );
}
