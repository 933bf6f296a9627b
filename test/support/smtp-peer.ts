import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Answers the next n messages with this SMTP code instead of accepting them. */
  failNext(code: number, times?: number): void;
  /** Takes the next message (it is recorded) and never answers it: the sender cannot know it went. */
  hangNext(): void;
  /** Stops listening (connections are refused) until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

type Behaviour = { kind: 'fail'; code: number } | { kind: 'hang' };

/** A real SMTP server that records what it receives, so the workers' nodemailer path runs for real. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const behaviours: Behaviour[] = [];
  const held: ((error?: Error) => void)[] = [];
  // A closed SMTPServer answers 421 for good: coming back up takes a new one on the same port.
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const behaviour = behaviours.shift();
        simpleParser(stream)
          .then((mail) => {
            if (behaviour?.kind === 'fail')
              return callback(
                Object.assign(new Error(`refused with ${behaviour.code}`), { responseCode: behaviour.code }),
              );
            received.push(mail);
            if (behaviour?.kind === 'hang') return held.push(callback);
            callback();
          })
          .catch(callback);
      },
    });
  let server = newServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    for (const callback of held.splice(0)) callback(new Error('peer closing'));
    if (server.server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (code, times = 1) =>
      behaviours.push(...Array.from({ length: times }, () => ({ kind: 'fail', code }) as const)),
    hangNext: () => behaviours.push({ kind: 'hang' }),
    down: stop,
    up: () => {
      server = newServer();
      return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}
