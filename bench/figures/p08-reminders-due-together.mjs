// P8: DUE reminders due at the same instant, as every "will you come?" of an evening is at 18:00 (across
// agencies of PER_AGENCY visits), until they are actually sent. Product: the RequestVisitConfirmation handler on the reminders worker (a short
// link, an e-mail and an SMS queued with their outbox events, the reminder marked done, in one
// transaction), the production OutboxRelay (LISTEN/NOTIFY), and the SendSms and SendEmail handlers on the
// notifications worker with providers that answer at once, each worker at the workers' concurrency. A
// reminder is sent when the last of its two messages is. Raw: as many delayed jobs due at the same
// instant, drained by a no-op processor. Lateness: how long after the due time; the p99 of both, as a ratio.
import { randomUUID } from 'node:crypto';
import { QUEUE_NAMES } from '@creneau/contracts';
import { DEFAULT_JOB_OPTIONS, JobProducer, OutboxRelay } from '@creneau/server';
import { RequestVisitConfirmationHandler } from '../../workers/dist/reminders/request-visit-confirmation.handler.js';
import { VisitMessenger } from '../../workers/dist/visits/visit-messenger.js';
import { ms, ratio } from '../lib/format.mjs';
import { notificationProcessor, workersConfig } from '../lib/notifications.mjs';
import { percentile, withTimeout } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { insertBookedVisits, quietLogger } from '../lib/visits.mjs';

export const TARGET_RATIO = 1.5;
export const DUE = 2_000;
// An evening's requests come from many agencies, each well within its daily SMS quota.
const PER_AGENCY = 100;
// Long enough for every job to be added and the workers to be waiting before they fall due.
const LEAD_MS = 3_000;
const BUDGET_MS = LEAD_MS + 180_000;

/** Adds one delayed job per visit, all due at the same instant; resolves with that instant (epoch ms). */
export async function addDueTogether(ctx, queue, visitIds) {
  const dueAt = Date.now() + LEAD_MS;
  const jobs = visitIds.map((visitId) => ({
    name: 'RequestVisitConfirmation',
    data: { visitId },
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: `visit-${visitId}-reminder-confirmation_request`, delay: LEAD_MS },
  }));
  for (let i = 0; i < jobs.length; i += ctx.config.BENCH_BATCH)
    await queue.addBulk(jobs.slice(i, i + ctx.config.BENCH_BATCH));
  return dueAt;
}

/** Resolves with the epoch ms at which each of `count` jobs of the worker completed, keyed by job data. */
export function completions(worker, count, keyOf) {
  const at = new Map();
  const done = new Promise((resolve, reject) => {
    worker.on('completed', (job) => {
      at.set(keyOf(job), Date.now());
      if (at.size === count) resolve(at);
    });
    worker.on('failed', (_job, error) => reject(error));
  });
  return withTimeout(done, BUDGET_MS, `${count} jobs of ${worker.name}`);
}

async function rawTrial(ctx) {
  const visitIds = Array.from({ length: DUE }, () => randomUUID());
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('reminders');
    const dueAt = await addDueTogether(ctx, queue, visitIds);
    const worker = scope.worker('reminders', async () => undefined, {
      concurrency: ctx.config.BENCH_REMINDER_CONCURRENCY,
    });
    const finished = await completions(worker, DUE, (job) => job.id);
    return {
      p99: percentile(
        [...finished.values()].map((at) => at - dueAt),
        99,
      ),
    };
  });
}

/** When each reminder was sent: the later of its two messages (e-mail and SMS), by visit. */
async function sentByVisit(dataSource, sentAt) {
  const rows = await dataSource.query(`SELECT id, visit_id AS "visitId" FROM messages WHERE id = ANY($1::uuid[])`, [
    [...sentAt.keys()],
  ]);
  const byVisit = new Map();
  for (const { id, visitId } of rows) byVisit.set(visitId, Math.max(byVisit.get(visitId) ?? 0, sentAt.get(id)));
  return byVisit;
}

async function productTrial(ctx) {
  const dataSource = await ctx.dataSource();
  const visitIds = [];
  for (let i = 0; i < DUE / PER_AGENCY; i += 1)
    visitIds.push(...(await insertBookedVisits(dataSource, PER_AGENCY)).visitIds);
  await dataSource.query(
    `INSERT INTO visit_reminders (visit_id, kind, due_at) SELECT unnest($1::uuid[]), 'confirmation_request', now()`,
    [visitIds],
  );
  // Their short links, as their booking messages made them.
  await dataSource.query(
    `INSERT INTO short_links (code, visit_id) SELECT substr(md5(v::text), 1, 10), v FROM unnest($1::uuid[]) v`,
    [visitIds],
  );
  await dataSource.query('TRUNCATE outbox');
  const config = workersConfig();
  const concurrency = ctx.config.BENCH_REMINDER_CONCURRENCY;
  return ctx.redis.withScope(async (scope) => {
    const queues = new Map();
    for (const name of QUEUE_NAMES) queues.set(name, await scope.queue(name));
    const relay = new OutboxRelay(dataSource, new JobProducer(queues), quietLogger(ctx), {
      databaseUrl: ctx.database.url,
      batchSize: ctx.config.BENCH_BATCH,
    });
    const requests = new RequestVisitConfirmationHandler(dataSource, new VisitMessenger(config));
    const reminders = scope.worker('reminders', (job) => requests.handle(job.data), { concurrency });
    const notifications = scope.worker('notifications', notificationProcessor(ctx, dataSource, config), {
      concurrency: ctx.config.BENCH_NOTIFICATION_CONCURRENCY,
    });
    await relay.start();
    try {
      const dueAt = await addDueTogether(ctx, queues.get('reminders'), visitIds);
      const done = completions(reminders, DUE, (job) => job.data.visitId);
      const sentAt = await completions(notifications, 2 * DUE, (job) => job.data.messageId);
      await done;
      const sent = await sentByVisit(dataSource, sentAt);
      if (sent.size !== DUE) throw new Error(`${sent.size} of ${DUE} reminders sent`);
      return {
        p99: percentile(
          [...sent.values()].map((at) => at - dueAt),
          99,
        ),
      };
    } finally {
      await relay.stop();
    }
  });
}

/**
 * A P8 row: `trial` (resolving with { p99 }) against the raw drain, trial by trial. `verdict` reads the
 * ratio; by default whether the product meets the target.
 */
export function againstRawDrain({ what, trial, verdict = (value) => (value <= TARGET_RATIO ? 'meets' : 'misses') }) {
  return {
    id: 'P8',
    what,
    target: `lateness p99 ≤ ${TARGET_RATIO}× raw`,
    async measure(ctx) {
      const { raw, product } = await interleave(
        ctx.config.BENCH_TRIALS,
        () => rawTrial(ctx),
        () => trial(ctx),
      );
      const value = product.p99 / raw.p99;
      return {
        product: `p99 ${ms(product.p99)}`,
        baseline: `p99 ${ms(raw.p99)} raw`,
        ratio: ratio(value),
        verdict: verdict(value),
      };
    },
  };
}

export default againstRawDrain({
  what: `${DUE.toLocaleString('en-US')} reminders due in the same minute, until sent`,
  trial: productTrial,
});
