import type { MessageAttachment, MessageHeaders } from '@creneau/server';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: MessageAttachment[];
  headers?: MessageHeaders | null;
  /** The display name of the sender (the agency's name); the address stays MAIL_FROM's. */
  fromName?: string;
}

export interface EmailTransport {
  readonly provider: string;
  /** `mime`: the message as built for the wire, kept by the development outbox (none from a real provider). */
  send(email: OutgoingEmail): Promise<{ providerId: string; mime?: Buffer }>;
}

export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
