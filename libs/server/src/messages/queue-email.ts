import type { MessagePurpose } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { insertMessages, type QueuedMessageRow } from './insert-messages';
import { renderHtml, renderText, type Branding, type EmailContent } from './email-layout';
import type { MessageAttachment, MessageHeaders } from './message.entity';

export interface EmailToQueue {
  purpose: MessagePurpose;
  to: string;
  language: string;
  content: EmailContent;
  brand: Branding;
  agencyId?: string | null;
  userId?: string | null;
  visitId?: string | null;
  /** The candidate the e-mail is about, read on their page. */
  candidateId?: string | null;
  /** One message per key, ever: a job deciding the same message twice records it once. */
  claimKey?: string | null;
  attachments?: MessageAttachment[];
  /** Reply-To, List-Unsubscribe: see MessageHeaders. */
  headers?: MessageHeaders;
  /**
   * The action link is a credential (sign-in, password reset, invitation): the message log keeps the
   * body with its token redacted, and the usable body waits apart (message_secrets) for the worker
   * that sends it, which deletes it once a real provider took the message.
   */
  credentialLink?: boolean;
}

/** What the stored body shows instead of a credential link's token. */
export const REDACTED_TOKEN = 'redacted';

function redacted(content: EmailContent): EmailContent {
  if (!content.action) return content;
  const url = new URL(content.action.url);
  if (url.searchParams.has('token')) url.searchParams.set('token', REDACTED_TOKEN);
  return { ...content, action: { ...content.action, url: url.toString() } };
}

/** The row of an e-mail to queue, rendered in HTML and plain text (see insertMessages, MessageBatch). */
export function emailRow(email: EmailToQueue): QueuedMessageRow {
  const stored = email.credentialLink ? redacted(email.content) : email.content;
  return {
    channel: 'email',
    agencyId: email.agencyId ?? null,
    userId: email.userId ?? null,
    recipient: email.to,
    purpose: email.purpose,
    language: email.language,
    subject: email.content.subject,
    bodyText: renderText(stored, email.language),
    bodyHtml: renderHtml(stored, email.brand, email.language),
    visitId: email.visitId ?? null,
    candidateId: email.candidateId ?? null,
    claimKey: email.claimKey ?? null,
    attachments: email.attachments ? JSON.stringify(email.attachments) : null,
    headers: email.headers ? JSON.stringify(email.headers) : null,
    ...(email.credentialLink && {
      secret: {
        bodyText: renderText(email.content, email.language),
        bodyHtml: renderHtml(email.content, email.brand, email.language),
      },
    }),
  };
}

/**
 * Records the rendered e-mail and its event in the caller's transaction; a worker sends it.
 * Null when the claim key was already used: the message was decided before.
 */
export async function queueEmail(manager: EntityManager, email: EmailToQueue): Promise<string | null> {
  const [id] = await insertMessages(manager, [emailRow(email)]);
  return id;
}
