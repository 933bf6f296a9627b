// P5: the product's reminder scheduling from the outbox on, as a booking sets it in motion: BENCH_JOBS / 4
// committed visit.booked outbox rows, relayed by the production OutboxRelay (which also enqueues the
// booking's two notification jobs), and the ScheduleVisitReminders jobs run by the real handler on a
// BullMQ worker at the workers' concurrency: each writes the visit's plan to visit_reminders and adds its
// delayed jobs under deterministic ids. Timed from the first relayed batch to the last plan; against raw
// addBulk of as many delayed jobs. P6 reads the Redis memory of the same trials.
import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer, OutboxRelay } from '@creneau/server';
import { ReminderJobs } from '../../workers/dist/reminders/reminder-jobs.js';
import { ScheduleVisitRemindersHandler } from '../../workers/dist/reminders/schedule-visit-reminders.handler.js';
import { trial as addBulkTrial } from '../baselines/bullmq-add-bulk.mjs';
import { bytes, rate, ratio } from '../lib/format.mjs';
import { now, withTimeout } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { insertBookedVisits, quietLogger } from '../lib/visits.mjs';

const TARGET_RATIO = 0.8;
export const MAX_BYTES_PER_REMINDER = 1024;
// Three days ahead: every reminder of every visit is still to come, so each one is a delayed job.
const DAYS_AHEAD = 3;

/** One committed visit.booked row per visit, as the booking transaction writes them. */
async function insertBookedEvents(dataSource, visitIds) {
  await dataSource.query('TRUNCATE outbox');
  await dataSource.query(
    `INSERT INTO outbox (event, payload) SELECT 'visit.booked', jsonb_build_object('visitId', id) FROM unnest($1::uuid[]) id`,
    [visitIds],
  );
  await dataSource.query('ANALYZE outbox');
}

/** Runs the ScheduleVisitReminders jobs the relay adds, until `count` are done; resolves when they are. */
function scheduleWorker(scope, handler, count, concurrency) {
  const worker = scope.worker(
    'reminders',
    (job) => (job.name === 'ScheduleVisitReminders' ? handler.handle(job.data) : undefined),
    { concurrency, autorun: false },
  );
  let done = 0;
  const finished = new Promise((resolve, reject) => {
    worker.on('completed', (job) => job.name === 'ScheduleVisitReminders' && (done += 1) === count && resolve(now()));
    worker.on('failed', (_job, error) => reject(error));
  });
  return { worker, finished };
}

/** Bytes per reminder job (its hash and its entry in the delayed set), and the rest of the queue per reminder. */
async function reminderMemory(scope, queue, reminders) {
  const jobs = await scope.memoryUsage([], 'reminders:visit-*');
  const delayedSet = await scope.memoryUsage([], 'reminders:delayed');
  const rest = await scope.memoryUsage([queue.keys.events], 'reminders:*');
  return { bytesPerJob: (jobs + delayedSet) / reminders, otherBytesPerJob: (rest - jobs - delayedSet) / reminders };
}

export async function productTrial(ctx) {
  const { BENCH_JOBS, BENCH_BATCH, BENCH_CONCURRENCY } = ctx.config;
  const dataSource = await ctx.dataSource();
  const { visitIds } = await insertBookedVisits(dataSource, Math.ceil(BENCH_JOBS / 4), { startInDays: DAYS_AHEAD });
  await insertBookedEvents(dataSource, visitIds);
  return ctx.redis.withScope(async (scope) => {
    const queues = new Map();
    for (const name of QUEUE_NAMES) queues.set(name, await scope.queue(name));
    const producer = new JobProducer(queues);
    const logger = quietLogger(ctx);
    const relay = new OutboxRelay(dataSource, producer, logger, {
      databaseUrl: ctx.database.url,
      batchSize: BENCH_BATCH,
    });
    const handler = new ScheduleVisitRemindersHandler(dataSource, new ReminderJobs(producer, logger), logger);
    const { worker, finished } = scheduleWorker(scope, handler, visitIds.length, BENCH_CONCURRENCY);
    await worker.waitUntilReady();
    const started = now();
    void worker.run();
    const relayed = await relay.drain();
    const ended = await withTimeout(finished, 120_000 + visitIds.length * 20, 'the scheduling jobs');
    const queue = queues.get('reminders');
    const reminders = await queue.getDelayedCount();
    if (relayed !== visitIds.length || reminders !== visitIds.length * 4)
      throw new Error(`${relayed} events relayed, ${reminders} reminder jobs, for ${visitIds.length} visits`);
    return { throughput: reminders / ((ended - started) / 1000), ...(await reminderMemory(scope, queue, reminders)) };
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
  what: 'reminder scheduling (outbox → delayed jobs)',
  target: `≥ ${TARGET_RATIO}× addBulk`,
  async measure(ctx) {
    const { raw, product } = await measureScheduling(ctx);
    const value = product.throughput / raw.throughput;
    return {
      product: `${rate(product.throughput)} reminders`,
      baseline: `${rate(raw.throughput)} addBulk`,
      ratio: ratio(value),
      verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};

// The scheduling jobs themselves stay a day once completed (so a relay retry is recognised): shown
// beside the figure, not hidden, but they are not reminders.
export const memoryFigure = {
  id: 'P6',
  what: 'Redis memory per scheduled reminder',
  target: '≤ 1 KB',
  async measure(ctx) {
    const { raw, product } = await measureScheduling(ctx);
    return {
      product: `${bytes(product.bytesPerJob)} (+${bytes(product.otherBytesPerJob)} done jobs, 24 h)`,
      baseline: `${bytes(raw.bytesPerJob)} raw job`,
      ratio: ratio(product.bytesPerJob / raw.bytesPerJob),
      verdict: product.bytesPerJob <= MAX_BYTES_PER_REMINDER ? 'meets' : 'misses',
    };
  },
};
