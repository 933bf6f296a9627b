import type { MessageLogEntry } from '@creneau/contracts';
import type { MessageEntity } from '@creneau/server';

/** The stored headers (a recurring e-mail's signed unsubscribe link) never leave the server. */
export function toMessageLogEntry(message: MessageEntity): MessageLogEntry {
  return {
    id: message.id,
    agencyId: message.agencyId,
    userId: message.userId,
    channel: message.channel,
    recipient: message.recipient,
    purpose: message.purpose,
    language: message.language,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml,
    status: message.status,
    provider: message.provider,
    providerId: message.providerId,
    error: message.error,
    segments: message.segments,
    attempts: message.attempts,
    visitId: message.visitId,
    claimKey: message.claimKey,
    attachments: message.attachments,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}
