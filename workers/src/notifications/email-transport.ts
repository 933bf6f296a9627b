export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface EmailTransport {
  readonly provider: string;
  send(email: OutgoingEmail): Promise<{ providerId: string }>;
}

export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
