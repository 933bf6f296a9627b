// P14: portal lead e-mails, SMTP in → candidate + booking-link messages queued. The product is the real
// workers process (workers/dist/main.js) with its inbound SMTP server on: each message is stored raw with
// its event, relayed, parsed by ParseInboundEmail (mailparser, the portal's parser, the listing matched,
// the candidate upserted, the link's e-mail and SMS queued). Its floor is a bare smtp-server that only
// stores the raw message in Postgres. Same client (nodemailer, 8 pooled connections), same messages;
// messages per second from the first send to the last one done (product: its two messages queued).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { newClient } from '../lib/database.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { now, sleep } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MESSAGES = 200;
const CONNECTIONS = 8;
const MIN_RATIO = 0.5;
const DOMAIN = 'leads.bench.test';
const TO = `p14.agent@${DOMAIN}`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A SeLoger-shaped lead of a prospect of its own, for the listing P14-1. */
function lead(trial, i) {
  const id = `p14-${trial}-${i}-${Math.random().toString(36).slice(2)}`;
  return [
    'From: SeLoger <contact-annonceur@seloger.com>',
    `To: ${TO}`,
    'Subject: Nouveau contact pour votre annonce ref. P14-1',
    `Message-ID: <${id}@seloger.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    'Un internaute a pris contact avec vous.',
    'Référence de l annonce : P14-1',
    'Nom : Bench',
    `Prénom : Prospect${i}`,
    `E-mail : ${id}@example.fr`,
    'Téléphone : 06 12 34 56 78',
    'Message :',
    'Bonjour, je souhaite visiter cet appartement.',
    '',
  ].join('\r\n');
}

async function sendAll(port, trial) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Infinity,
  });
  try {
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, i) =>
        transport.sendMail({ envelope: { from: `bench-${trial}@seloger.com`, to: [TO] }, raw: lead(trial, i) }),
      ),
    );
  } finally {
    transport.close();
  }
}

/** The floor: a bare smtp-server that stores each raw message with one insert, answering 250 after it. */
async function startFloor(url) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, application_name: 'creneau-bench' });
  await pool.query('CREATE TABLE IF NOT EXISTS p14_floor_mail (id bigserial PRIMARY KEY, raw bytea NOT NULL)');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        pool
          .query('INSERT INTO p14_floor_mail (raw) VALUES ($1)', [Buffer.concat(chunks)])
          .then(() => callback(), callback);
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stop: () => new Promise((resolve) => server.close(resolve)).then(() => pool.end()) };
}

function startWorkers(ctx, port) {
  // BENCH_P14_NODE_ARGS: options for the workers' node, to see where the time goes
  // (`--cpu-prof --cpu-prof-dir=/tmp/p14`: a V8 CPU profile written when they stop).
  const nodeArgs = (process.env.BENCH_P14_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, `${REPO_ROOT}workers/dist/main.js`], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: ctx.database.url,
      REDIS_URL: ctx.config.REDIS_URL,
      REDIS_PREFIX: `${ctx.redis.prefix}:p14`,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      QUEUES: 'notifications',
      OUTBOX_POLL_MS: '50',
      LEADS_SMTP_PORT: String(port),
      LEADS_SMTP_HOST: '127.0.0.1',
      LEADS_DOMAIN: DOMAIN,
      LEADS_PER_SENDER_PER_HOUR: '1000000',
      SMS_DAILY_QUOTA_PER_NUMBER: '10000',
      SMS_DAILY_QUOTA_PER_AGENCY: '1000000',
      SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    output: () => output,
    exited: () => child.exitCode !== null,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function agencyWithListing(client) {
  const [{ id: agencyId }] = (
    await client.query(
      `INSERT INTO agencies (name, slug, country, time_zone) VALUES ('P14', 'p14-bench', 'FR', 'Europe/Paris') RETURNING id`,
    )
  ).rows;
  await client.query(
    `INSERT INTO listings (agency_id, reference, transaction, property_type, status, title)
     VALUES ($1, 'P14-1', 'rent', 'apartment', 'active', '{"fr": "Appartement P14"}')`,
    [agencyId],
  );
  await client.query(`INSERT INTO inbound_addresses (local_part, agency_id) VALUES ('p14.agent', $1)`, [agencyId]);
}

async function waitUntil(check, what, workers, timeoutMs = 120_000) {
  const deadline = now() + timeoutMs;
  while (!(await check())) {
    if (workers?.exited()) throw new Error(`the workers exited:\n${workers.output()}`);
    if (now() > deadline) throw new Error(`P14: ${what} not within ${timeoutMs / 1000} s\n${workers?.output() ?? ''}`);
    await sleep(20);
  }
}

export default {
  id: 'P14',
  what: 'portal lead e-mails: SMTP in → candidate + booking-link messages queued',
  target: `≥ ${MIN_RATIO}× a bare smtp-server storing the raw message in Postgres`,
  async measure(ctx) {
    const client = newClient(ctx.database.url);
    await client.connect();
    const smtpPort = await freePort();
    const workers = startWorkers(ctx, smtpPort);
    const floor = await startFloor(ctx.database.url);
    try {
      await agencyWithListing(client);
      const probe = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
      await waitUntil(
        () =>
          probe.verify().then(
            () => true,
            () => false,
          ),
        'the inbound SMTP server',
        workers,
        60_000,
      );
      const linksQueued = async () =>
        (await client.query(`SELECT count(*)::int AS n FROM messages WHERE purpose = 'portal_lead_link'`)).rows[0].n;
      const productTrial = async (trial) => {
        const before = await linksQueued();
        const started = now();
        await sendAll(smtpPort, `product-${trial}`);
        const accepted = now() - started;
        await waitUntil(async () => (await linksQueued()) - before >= MESSAGES * 2, 'the booking links', workers);
        const seconds = (now() - started) / 1000;
        return { perSecond: MESSAGES / seconds, acceptedPerSecond: MESSAGES / (accepted / 1000) };
      };
      const floorTrial = async (trial) => {
        const started = now();
        await sendAll(floor.port, `floor-${trial}`);
        return { perSecond: MESSAGES / ((now() - started) / 1000) };
      };
      await productTrial('warm');
      const { raw, product } = await interleave(ctx.config.BENCH_TRIALS, floorTrial, productTrial);
      const value = product.perSecond / raw.perSecond;
      return {
        product: `${rate(product.perSecond)} leads (SMTP 250: ${rate(product.acceptedPerSecond)})`,
        baseline: `${rate(raw.perSecond)} raw stored`,
        ratio: ratio(value),
        verdict: value >= MIN_RATIO ? 'meets' : 'misses',
      };
    } finally {
      await floor.stop();
      await workers.stop();
      await client.end();
    }
  },
};
