import { createDataSource, inboundRecipientCheck, storeInboundEmail } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { LocalRelay } from '../outbox/local-relay';
import { messageFacts } from './mail-headers';

/** An SMTP refusal with its code: 5xx for good, 4xx to retry later. */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * The inbound SMTP server of portal lead e-mails (issue 22), run by the workers when LEADS_SMTP_PORT is
 * set. It accepts only our leads domain's known addresses (others are refused at RCPT TO, so it is never
 * an open relay), refuses over-size messages, slows a flooding sender down (451), and stores each message
 * raw with its event before answering 250: once accepted, a lead is never lost. Reading it is a job's work.
 */
@Injectable()
export class InboundSmtpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: SMTPServer | null = null;
  // A pool of its own: the jobs' transactions (50 at once on the notifications queue) must never make a
  // portal's relay wait for a connection, and an accepted message is stored before it is answered.
  private dataSource: DataSource | null = null;

  constructor(
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('inbound-smtp') private readonly logger: PinoLogger,
    private readonly relay: LocalRelay,
  ) {}

  private get db(): DataSource {
    if (!this.dataSource) throw new Error('the inbound SMTP server is not started');
    return this.dataSource;
  }

  async onApplicationBootstrap(): Promise<void> {
    const {
      LEADS_SMTP_PORT: port,
      LEADS_SMTP_HOST: host,
      LEADS_SMTP_TLS_CERT: cert,
      LEADS_SMTP_TLS_KEY: key,
    } = this.config;
    if (!port) return;
    this.dataSource = await createDataSource({
      url: this.config.DATABASE_URL,
      poolSize: 5,
      applicationName: 'creneau-inbound-smtp',
    }).initialize();
    const tls = cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : null;
    this.server = new SMTPServer({
      name: this.config.LEADS_DOMAIN,
      banner: 'Créneau portal leads',
      size: this.config.LEADS_SMTP_MAX_BYTES,
      authOptional: true,
      // Nobody signs in to send to a lead address; STARTTLS only with a certificate.
      disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      ...(tls ?? {}),
      logger: false,
      maxClients: 100,
      socketTimeout: 60_000,
      closeTimeout: 5_000,
      onRcptTo: (address, session, callback) => {
        this.checkRecipient(address.address, session).then(() => callback(), callback);
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(() => callback(), callback);
      },
    });
    this.server.on('error', (error) => this.logger.warn({ err: error }, 'inbound smtp connection error'));
    await new Promise<void>((resolve, reject) => {
      this.server!.server.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    this.logger.info({ port, host, starttls: Boolean(tls) }, 'inbound smtp listening');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.dataSource?.destroy();
    this.dataSource = null;
  }

  /**
   * Only our domain's known addresses; a sender with too many messages stored in the last hour is asked
   * to come back later (451 at RCPT TO, retried by relays like one at MAIL FROM). Both in one round trip.
   */
  private async checkRecipient(address: string, session: SMTPServerSession): Promise<void> {
    const [local, domain] = this.split(address);
    if (domain !== this.config.LEADS_DOMAIN.toLowerCase()) throw refusal(550, '5.7.1 Relaying denied');
    const limit = this.config.LEADS_PER_SENDER_PER_HOUR;
    const since = new Date(Date.now() - 3_600_000);
    const { known, senderCount } = await inboundRecipientCheck(this.db, local, this.sender(session), since, limit);
    if (senderCount >= limit) throw refusal(451, '4.7.1 Too many messages from this sender, try again later');
    if (!known) throw refusal(550, '5.1.1 No such recipient');
  }

  private async receive(stream: Readable & { sizeExceeded?: boolean }, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      // Past the limit the rest is read and dropped: the client must be answered, not cut off.
      if (size <= this.config.LEADS_SMTP_MAX_BYTES) chunks.push(chunk as Buffer);
    }
    if (stream.sizeExceeded || size > this.config.LEADS_SMTP_MAX_BYTES) {
      throw refusal(552, '5.3.4 Message too big');
    }
    const raw = Buffer.concat(chunks);
    const sender = this.sender(session);
    const facts = messageFacts(raw, sender);
    // Stored with its event before the 250: once accepted, a lead is never lost.
    const quiet = this.relay.running;
    await storeInboundEmail(
      this.db,
      {
        recipients: session.envelope.rcptTo.map(({ address }) => ({
          localPart: this.split(address)[0],
          address: address.toLowerCase(),
        })),
        sender,
        messageId: facts.messageId,
        subject: facts.subject,
        raw,
        spf: facts.spf,
        dkim: facts.dkim,
      },
      quiet,
    );
    if (quiet) this.relay.wake();
  }

  private sender(session: SMTPServerSession): string {
    return session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '';
  }

  private split(address: string): [string, string] {
    const at = address.lastIndexOf('@');
    return [address.slice(0, at).toLowerCase(), address.slice(at + 1).toLowerCase()];
  }
}
