import { createTransport } from 'nodemailer';
import { OutcomeUnknownError, PermanentDeliveryError } from './delivery-errors';
import type { EmailTransport, OutgoingEmail } from './email-transport';

interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

/** Sees the SMTP commands of one session go by (nodemailer's transaction log), to know whether DATA went. */
function sessionWatcher(): {
  logger: { debug: (entry: { tnx?: string }, line: unknown) => void };
  sentData(): boolean;
} {
  let data = false;
  return {
    logger: {
      debug: (entry, line) => {
        if (entry.tnx === 'client' && String(line).toUpperCase() === 'DATA') data = true;
      },
    },
    sentData: () => data,
  };
}

/** The address of "Name <address>" (MAIL_FROM), or the whole when it is a bare address. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * One SMTP session per message (nodemailer's plain transport), watched, so that a failure can be
 * sorted: a 5xx answer is final, a 4xx or a session cut before DATA is retried, and a session cut
 * after DATA (no final answer to the message) has an unknown outcome and is never resent.
 */
export class SmtpEmailTransport implements EmailTransport {
  readonly provider = 'smtp';

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(email: OutgoingEmail): Promise<{ providerId: string }> {
    const session = sessionWatcher();
    const transporter = createTransport({ url: this.url, logger: session.logger, transactionLog: true });
    try {
      const { fromName, ...message } = email;
      const info = await transporter.sendMail({
        from: fromName ? { name: fromName, address: addressOf(this.from) } : this.from,
        ...message,
        html: email.html ?? undefined,
        attachments: email.attachments ?? undefined,
      });
      return { providerId: String(info.messageId) };
    } catch (error) {
      const { responseCode: code, code: kind, message } = error as SmtpError;
      if (code !== undefined && code >= 500) throw new PermanentDeliveryError(`SMTP ${code}: ${message}`);
      if (code === undefined && session.sentData())
        throw new OutcomeUnknownError(
          `no answer from the SMTP server after the message was sent (${kind}: ${message})`,
        );
      throw error;
    } finally {
      transporter.close();
    }
  }
}
