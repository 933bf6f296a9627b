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
   * The e-mail carries credential links (sign-in, password reset, invitation: `?token=`; an agent's
   * rental-application actions: `/rf/{token}/{action}`): the message log keeps the body with its tokens
   * redacted, and the usable body waits apart (message_secrets) for the worker that sends it, which
   * deletes it once a real provider took the message.
   */
  credentialLink?: boolean;
}

/** What the stored body shows instead of a credential link's token. */
export const REDACTED_TOKEN = 'redacted';

// Where the product's credential links hold their token: the `token` query value, and the path segment
// after /rf/. Applied to every link and paragraph, since a link may also be written out in the text.
const CREDENTIAL_TOKENS: ReadonlyArray<[RegExp, string]> = [
  [/([?&]token=)[^&#\s"'<>]+/g, `$1${REDACTED_TOKEN}`],
  [/(\/rf\/)[^/?#\s"'<>]+(?=\/)/g, `$1${REDACTED_TOKEN}`],
];

function redactText(text: string): string {
  return CREDENTIAL_TOKENS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function redacted(content: EmailContent): EmailContent {
  const link = <L extends { url: string }>(l: L | undefined) => l && { ...l, url: redactText(l.url) };
  return {
    ...content,
    paragraphs: content.paragraphs.map(redactText),
    action: link(content.action),
    secondary: link(content.secondary),
  };
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
