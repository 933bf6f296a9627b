// P5: the product's reminder scheduling, the ScheduleVisitReminders handler the relay's visit.booked
// events start (P9 measures the relay itself): per booked visit, its plan written to visit_reminders and
// its delayed jobs added under deterministic ids. Run at the workers' concurrency over BENCH_JOBS / 4
// visits (four reminders each), against raw addBulk of as many delayed jobs.
import { JobProducer } from '@creneau/server';
import { ReminderJobs } from '../../workers/dist/reminders/reminder-jobs.js';
import { ScheduleVisitRemindersHandler } from '../../workers/dist/reminders/schedule-visit-reminders.handler.js';
import { trial as addBulkTrial } from '../baselines/bullmq-add-bulk.mjs';
import { bytes, rate, ratio } from '../lib/format.mjs';
import { now } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { insertBookedVisits, quietLogger } from '../lib/visits.mjs';

const TARGET_RATIO = 0.8;
export const MAX_BYTES_PER_REMINDER = 1024;

/** Runs fn over items with at most `concurrency` at once, as a BullMQ worker would. */
export async function pool(items, concurrency, fn) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(lanes);
}

export async function productTrial(ctx) {
  const dataSource = await ctx.dataSource();
  const { visitIds } = await insertBookedVisits(dataSource, Math.ceil(ctx.config.BENCH_JOBS / 4));
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('reminders');
    const logger = quietLogger(ctx);
    const handler = new ScheduleVisitRemindersHandler(
      dataSource,
      new ReminderJobs(new JobProducer(new Map([['reminders', queue]])), logger),
      logger,
    );
    const started = now();
    await pool(visitIds, ctx.config.BENCH_CONCURRENCY, (visitId) => handler.handle({ visitId }));
    const elapsed = now() - started;
    const jobs = (await queue.getDelayedCount()) + (await queue.getWaitingCount());
    if (jobs < visitIds.length * 3) throw new Error(`only ${jobs} reminder jobs for ${visitIds.length} visits`);
    const used = await scope.memoryUsage([queue.keys.events]);
    return { throughput: jobs / (elapsed / 1000), bytesPerJob: used / jobs };
  });
}

// Both rows come from the same trials; P6 reads what P5 measured.
let measured;
export function measureScheduling(ctx) {
  measured ??= interleave(
    ctx.config.BENCH_TRIALS,
    () => addBulkTrial(ctx),
    () => productTrial(ctx),
  );
  return measured;
}

export default {
  id: 'P5',
  what: 'reminder scheduling (booking → delayed jobs)',
  target: `≥ ${TARGET_RATIO}× addBulk`,
  async measure(ctx) {
    const { raw, product } = await measureScheduling(ctx);
    const value = product.throughput / raw.throughput;
    return {
      product: rate(product.throughput),
      baseline: `${rate(raw.throughput)} addBulk`,
      ratio: ratio(value),
      verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};

export const memoryFigure = {
  id: 'P6',
  what: 'Redis memory per scheduled reminder',
  target: '≤ 1 KB',
  async measure(ctx) {
    const { raw, product } = await measureScheduling(ctx);
    return {
      product: bytes(product.bytesPerJob),
      baseline: `${bytes(raw.bytesPerJob)} raw job`,
      ratio: ratio(product.bytesPerJob / raw.bytesPerJob),
      verdict: product.bytesPerJob <= MAX_BYTES_PER_REMINDER ? 'meets' : 'misses',
    };
  },
};
