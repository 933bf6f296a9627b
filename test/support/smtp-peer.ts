import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Answers the next n messages with this SMTP code instead of accepting them. */
  failNext(code: number, times?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server that records what it receives, so the workers' nodemailer path runs for real. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const failures: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const code = failures.shift();
      simpleParser(stream)
        .then((mail) => {
          if (code) return callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (code, times = 1) => failures.push(...Array<number>(times).fill(code)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
