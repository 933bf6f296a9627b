import { DEV_OUTBOX_PROVIDER } from '@creneau/contracts';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { EmailTransport, OutgoingEmail } from './email-transport';
import { mailOptions } from './mail-options';

/**
 * Development and demo: nothing leaves the machine. The message row is the outbox, and the message is
 * still built as SMTP would send it (nodemailer's stream transport), so ops can download what would
 * have left, byte for byte but for the Message-ID and Date.
 */
export class DevOutboxEmailTransport implements EmailTransport {
  readonly provider = DEV_OUTBOX_PROVIDER;
  private readonly builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(private readonly from: string) {}

  async send(email: OutgoingEmail): Promise<{ providerId: string; mime: Buffer }> {
    const { message } = await this.builder.sendMail(mailOptions(email, this.from));
    // `buffer: true` makes it a Buffer; the type allows the stream of the other setting.
    if (!Buffer.isBuffer(message)) throw new Error('the development outbox expected the message as a buffer');
    return { providerId: `dev-${randomUUID()}`, mime: message };
  }
}
