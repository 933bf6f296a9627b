// P14: portal lead e-mails, SMTP in → candidate + booking-link messages queued. The product is the real
// workers process (workers/dist/main.js) with its inbound SMTP server on: each message is stored raw with
// its event, relayed, parsed by ParseInboundEmail (mailparser, the portal's parser, the listing matched,
// the candidate upserted, the link's e-mail and SMS queued). Its floor is a bare smtp-server that only
// stores the raw message in Postgres. Same client (nodemailer, 8 pooled connections), same messages;
// messages per second from the first send to the last one done (product: its two messages queued).
// A second row, the rules floor (baselines/p14-rules-floor-process.mjs, no product code), does the least
// the product's rules ask (check, store with its event, relay, job, parse, one transaction, live event),
// measured in the same trials: whether the bar is within reach here at all, and how far the product is
// from that least.
import { COMPLETED_JOBS_KEPT, DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { newClient } from '../lib/database.mjs';
import { cpuMsOf, spawnNode, startWorkers } from '../lib/node-process.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { now, sleep } from '../lib/timer.mjs';
import { interleaveSides } from '../lib/trials.mjs';

const RULES_FLOOR = fileURLToPath(new URL('../baselines/p14-rules-floor-process.mjs', import.meta.url));
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

/** CPU of the Postgres backends serving a side (the bench's own connections left out), by pid. */
async function backendsCpu(client) {
  const { rows } = await client.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name <> 'creneau-bench'`,
  );
  return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
}

/** A started process with its CPU time so far, the figure each side's row gives per lead. */
const withCpu = (proc) => ({ ...proc, cpuMs: () => cpuMsOf(proc.pid) });

/**
 * The rules floor in a process of its own, as the product's workers are: same Redis, same queue name,
 * concurrency, job options, outbox batch and poll as the workers get here.
 */
function startRulesFloor(ctx, port) {
  return withCpu(
    spawnNode(RULES_FLOOR, {
      NODE_ENV: 'production',
      DATABASE_URL: ctx.database.url,
      REDIS_URL: ctx.config.REDIS_URL,
      REDIS_PREFIX: `${ctx.redis.prefix}:p14r`,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      SMTP_PORT: String(port),
      LEADS_DOMAIN: DOMAIN,
      LEADS_LOCAL_PART: TO.split('@')[0],
      LEADS_PER_SENDER_PER_HOUR: '1000000',
      CONCURRENCY: String(ctx.config.BENCH_NOTIFICATION_CONCURRENCY),
      OUTBOX_BATCH_SIZE: String(ctx.config.BENCH_BATCH),
      OUTBOX_POLL_MS: '50',
      JOB_OPTIONS: JSON.stringify(DEFAULT_JOB_OPTIONS),
      REMOVE_ON_COMPLETE: JSON.stringify(COMPLETED_JOBS_KEPT),
      // BENCH_P14_FLOOR_SENDS=1: the floor sends its messages too, as the product's process does meanwhile.
      SENDS: process.env.BENCH_P14_FLOOR_SENDS === '1' ? '1' : '0',
    }),
  );
}

function startProductWorkers(ctx, port) {
  // BENCH_P14_NODE_ARGS: options for the workers' node, to see where the time goes
  // (`--cpu-prof --cpu-prof-dir=/tmp/p14`: a V8 CPU profile written when they stop).
  const nodeArgs = (process.env.BENCH_P14_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return withCpu(
    startWorkers(
      ctx,
      {
        REDIS_PREFIX: `${ctx.redis.prefix}:p14`,
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
      nodeArgs,
    ),
  );
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

/** Waits until an SMTP server answers on the port (the process that runs it still starting). */
function smtpReady(port, owner, what) {
  const probe = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return waitUntil(
    () =>
      probe.verify().then(
        () => true,
        () => false,
      ),
    what,
    owner,
    60_000,
  );
}

/** A trial of one side: from the first send until `done()` has grown by `expected`. */
function timedTrial(client, port, side, count, expected, owner) {
  return async (trial) => {
    const before = await count();
    const cpuBefore = owner.cpuMs();
    const backendsBefore = await backendsCpu(client);
    const started = now();
    await sendAll(port, `${side}-${trial}`);
    const accepted = now() - started;
    await waitUntil(async () => (await count()) - before >= expected, `${side}: the booking links`, owner);
    const seconds = (now() - started) / 1000;
    return {
      perSecond: MESSAGES / seconds,
      acceptedPerSecond: MESSAGES / (accepted / 1000),
      // Its process's CPU for a lead (stderr): what it spends apart from waiting on Postgres and Redis.
      cpuMsPerLead: (owner.cpuMs() - cpuBefore) / MESSAGES,
      // And Postgres's, in the backends of its connections: what its statements cost the server.
      pgCpuMsPerLead:
        [...(await backendsCpu(client))].reduce((sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0), 0) /
        MESSAGES,
    };
  };
}

/**
 * BENCH_P14_TABLE_WRITES=1: the rows each side wrote per lead, table by table (stderr), to see where the
 * product's statements go beside the rules floor's (p14r_*). Postgres publishes other backends' counts
 * within 10 s of their last transaction, hence the wait.
 */
async function logTableWrites(ctx, client, leads) {
  await sleep(11_000);
  const { rows } = await client.query(
    `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_del AS del FROM pg_stat_user_tables
      WHERE n_tup_ins + n_tup_upd + n_tup_del > 0 ORDER BY relname`,
  );
  const perLead = (n) => (Number(n) / leads).toFixed(2);
  for (const row of rows) {
    ctx.log(
      `P14 ${row.relname}: ${perLead(row.ins)} inserted, ${perLead(row.upd)} updated, ${perLead(row.del)} deleted a lead`,
    );
  }
  // Whether the messages were also sent by the time the run ended (the product's process sends them).
  for (const [side, sql] of [
    ['product', `SELECT status, count(*)::int AS n FROM messages WHERE purpose = 'portal_lead_link' GROUP BY status`],
    ['rules floor', 'SELECT status, count(*)::int AS n FROM p14r_messages GROUP BY status'],
  ]) {
    const { rows: statuses } = await client.query(sql);
    ctx.log(`P14 ${side}'s booking-link messages: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  }
}

export default {
  id: 'P14',
  what: 'portal lead e-mails: SMTP in → candidate + booking-link messages queued',
  target: `≥ ${MIN_RATIO}× a bare smtp-server storing the raw message in Postgres`,
  async measure(ctx) {
    const client = newClient(ctx.database.url);
    await client.connect();
    const [smtpPort, rulesPort] = [await freePort(), await freePort()];
    const workers = startProductWorkers(ctx, smtpPort);
    const rules = startRulesFloor(ctx, rulesPort);
    const floor = await startFloor(ctx.database.url);
    try {
      await agencyWithListing(client);
      await smtpReady(smtpPort, workers, 'the inbound SMTP server');
      await smtpReady(rulesPort, rules, "the rules floor's SMTP server");
      const count = (sql) => async () => (await client.query(sql)).rows[0].n;
      const sides = {
        bare: async (trial) => {
          const started = now();
          await sendAll(floor.port, `floor-${trial}`);
          return { perSecond: MESSAGES / ((now() - started) / 1000) };
        },
        rules: timedTrial(
          client,
          rulesPort,
          'rules',
          count('SELECT count(*)::int AS n FROM p14r_messages'),
          2 * MESSAGES,
          rules,
        ),
        product: timedTrial(
          client,
          smtpPort,
          'product',
          count(`SELECT count(*)::int AS n FROM messages WHERE purpose = 'portal_lead_link'`),
          2 * MESSAGES,
          workers,
        ),
      };
      // A first round unmeasured: JIT, prepared statements, pools and connections warm on every side.
      for (const side of Object.values(sides)) await side('warm');
      const { bare, rules: least, product } = await interleaveSides(ctx.config.BENCH_TRIALS, sides);
      if (process.env.BENCH_P14_TABLE_WRITES)
        await logTableWrites(ctx, client, MESSAGES * (ctx.config.BENCH_TRIALS + 1));
      const value = product.perSecond / bare.perSecond;
      const reachable = least.perSecond / bare.perSecond;
      ctx.log(
        `P14 per second: bare ${Math.round(bare.perSecond)}, rules floor ${Math.round(least.perSecond)} ` +
          `(250s ${Math.round(least.acceptedPerSecond)}, CPU ${least.cpuMsPerLead.toFixed(1)} ms a lead, ` +
          `Postgres ${least.pgCpuMsPerLead.toFixed(1)} ms), ` +
          `product ${Math.round(product.perSecond)} (250s ${Math.round(product.acceptedPerSecond)}, ` +
          `CPU ${product.cpuMsPerLead.toFixed(1)} ms a lead, Postgres ${product.pgCpuMsPerLead.toFixed(1)} ms)`,
      );
      return [
        {
          product: `${rate(product.perSecond)} leads (SMTP 250: ${rate(product.acceptedPerSecond)})`,
          baseline: `${rate(bare.perSecond)} raw stored`,
          ratio: `${ratio(value)}; ${ratio(product.perSecond / least.perSecond)} rules floor`,
          verdict: value >= MIN_RATIO ? 'meets' : 'misses',
        },
        {
          what: 'floor: the rules by hand (smtp-server, pg, bullmq, mailparser)',
          product: `${rate(least.perSecond)} leads (SMTP 250: ${rate(least.acceptedPerSecond)})`,
          baseline: `${rate(bare.perSecond)} raw stored`,
          ratio: ratio(reachable),
          // A reference, not a verdict on the product: whether the target is within reach here at all.
          verdict: reachable >= MIN_RATIO ? 'reachable' : 'out of reach here',
        },
      ];
    } finally {
      await floor.stop();
      await rules.stop();
      await workers.stop();
      await client.end();
    }
  },
};
