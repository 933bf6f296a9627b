import { createTransport, type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type EmailTransport, type OutgoingEmail } from './email-transport';

interface SmtpError extends Error {
  responseCode?: number;
}

export class SmtpEmailTransport implements EmailTransport {
  readonly provider = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(url);
  }

  async send(email: OutgoingEmail): Promise<{ providerId: string }> {
    try {
      const info = await this.transporter.sendMail({
        from: this.from,
        ...email,
        html: email.html ?? undefined,
        attachments: email.attachments ?? undefined,
      });
      return { providerId: String(info.messageId) };
    } catch (error) {
      // SMTP 5xx are final (unknown mailbox, refused content); 4xx and network errors are worth a retry.
      const code = (error as SmtpError).responseCode;
      if (code !== undefined && code >= 500)
        throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`);
      throw error;
    }
  }
}
