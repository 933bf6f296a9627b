export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** The display name of the sender (the agency's name); the address stays MAIL_FROM's. */
  fromName?: string;
}

export interface EmailTransport {
  readonly provider: string;
  send(email: OutgoingEmail): Promise<{ providerId: string }>;
}

export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
