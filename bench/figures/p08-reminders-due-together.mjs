// P8: BENCH_DUE reminders due at the same instant, as every "will you come?" of an evening is at 18:00.
// Product: the RequestVisitConfirmation handler (a short link, an e-mail and an SMS queued, the reminder
// marked done, in one transaction) on a BullMQ worker at the workers' concurrency. Raw: the same number
// of delayed jobs due at the same instant, drained by a no-op processor. Lateness: when each finished,
// after its due time; the p99 of both, as a ratio.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { RequestVisitConfirmationHandler } from '../../workers/dist/reminders/request-visit-confirmation.handler.js';
import { VisitMessenger } from '../../workers/dist/reminders/visit-messenger.js';
import { ms, ratio } from '../lib/format.mjs';
import { percentile, withTimeout } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { insertBookedVisits } from '../lib/visits.mjs';

const TARGET_RATIO = 1.5;
const DUE = 2_000;
// Long enough for every job to be added and the worker to be waiting before they fall due.
const LEAD_MS = 3_000;

/** Adds one delayed job per visit, all due at the same instant, and drains them with `processor`. */
async function drainDueTogether(ctx, scope, visitIds, processor) {
  const queue = await scope.queue('reminders');
  const dueAt = Date.now() + LEAD_MS;
  const jobs = visitIds.map((visitId) => ({
    name: 'RequestVisitConfirmation',
    data: { visitId },
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: `visit-${visitId}-reminder-confirmation_request`, delay: LEAD_MS },
  }));
  for (let i = 0; i < jobs.length; i += ctx.config.BENCH_BATCH)
    await queue.addBulk(jobs.slice(i, i + ctx.config.BENCH_BATCH));
  const lateness = [];
  const worker = scope.worker('reminders', processor, { concurrency: ctx.config.BENCH_CONCURRENCY });
  const finished = new Promise((resolve, reject) => {
    worker.on('completed', () => {
      lateness.push(Date.now() - dueAt);
      if (lateness.length === jobs.length) resolve();
    });
    worker.on('failed', (_job, error) => reject(error));
  });
  await withTimeout(finished, LEAD_MS + 120_000, 'the due reminders');
  await worker.close();
  return { p99: percentile(lateness, 99) };
}

async function rawTrial(ctx) {
  const visitIds = Array.from({ length: DUE }, () => randomUUID());
  return ctx.redis.withScope((scope) => drainDueTogether(ctx, scope, visitIds, async () => undefined));
}

async function productTrial(ctx) {
  const dataSource = await ctx.dataSource();
  const { visitIds } = await insertBookedVisits(dataSource, DUE);
  await dataSource.query(
    `INSERT INTO visit_reminders (visit_id, kind, due_at) SELECT unnest($1::uuid[]), 'confirmation_request', now()`,
    [visitIds],
  );
  const messenger = new VisitMessenger({ PUBLIC_URL: 'http://localhost:3000' });
  const handler = new RequestVisitConfirmationHandler(dataSource, messenger);
  return ctx.redis.withScope((scope) => drainDueTogether(ctx, scope, visitIds, (job) => handler.handle(job.data)));
}

export default {
  id: 'P8',
  what: `${DUE.toLocaleString('en-US')} reminders due in the same minute`,
  target: `lateness p99 ≤ ${TARGET_RATIO}× raw`,
  async measure(ctx) {
    const { raw, product } = await interleave(
      ctx.config.BENCH_TRIALS,
      () => rawTrial(ctx),
      () => productTrial(ctx),
    );
    const value = product.p99 / raw.p99;
    return {
      product: `p99 ${ms(product.p99)}`,
      baseline: `p99 ${ms(raw.p99)} raw`,
      ratio: ratio(value),
      verdict: value <= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};
