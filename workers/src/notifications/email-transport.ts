import type { MessageAttachment } from '@creneau/server';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: MessageAttachment[];
}

export interface EmailTransport {
  readonly provider: string;
  send(email: OutgoingEmail): Promise<{ providerId: string }>;
}

export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
