// P5: the product's reminder scheduling from the outbox on, as a booking sets it in motion: BENCH_JOBS / 4
// committed visit.booked outbox rows (about four reminders each, fewer for visits whose reminders fall in
// quiet hours), relayed by the production OutboxRelay with the workers' inline
// scheduling (ScheduleRemindersInline): per batch it plans the visits' reminders in visit_reminders, adds
// their delayed jobs under deterministic ids in the batch's addBulk beside the booking's notification job
// (NotifyVisitBooked), and takes the last look for cancellations; CloseTakenSlotOffers only for a booking of
// a start offered to the waiting list (CloseTakenSlotOffersInline), as the workers' relay does. Timed from the first batch to the
// drained outbox; against raw addBulk of as many delayed jobs. P6 reads the Redis memory of the same trials.
import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer, OutboxRelay } from '@creneau/server';
import { CloseTakenSlotOffersInline } from '../../workers/dist/candidates/close-taken-slot-offers.inline.js';
import { ReminderJobs } from '../../workers/dist/reminders/reminder-jobs.js';
import { ScheduleRemindersInline } from '../../workers/dist/reminders/schedule-reminders.inline.js';
import { VisitReminderScheduler } from '../../workers/dist/reminders/visit-reminder-scheduler.js';
import { trial as addBulkTrial } from '../baselines/bullmq-add-bulk.mjs';
import { bytes, rate, ratio } from '../lib/format.mjs';
import { now, withTimeout } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { bookedVisitsToRelay, quietLogger } from '../lib/visits.mjs';

export const TARGET_RATIO = 0.8;
export const MAX_BYTES_PER_REMINDER = 1024;

/** Bytes per reminder job (its hash and its entry in the delayed set), and the rest of the queue per reminder. */
async function reminderMemory(scope, queue, reminders) {
  const jobs = await scope.memoryUsage([], 'reminders:visit-*');
  const delayedSet = await scope.memoryUsage([], 'reminders:delayed');
  const rest = await scope.memoryUsage([queue.keys.events], 'reminders:*');
  return { bytesPerJob: (jobs + delayedSet) / reminders, otherBytesPerJob: (rest - jobs - delayedSet) / reminders };
}

export async function productTrial(ctx) {
  const { BENCH_JOBS, BENCH_BATCH } = ctx.config;
  const dataSource = await ctx.dataSource();
  const visitIds = await bookedVisitsToRelay(dataSource, Math.ceil(BENCH_JOBS / 4));
  return ctx.redis.withScope(async (scope) => {
    const queues = new Map();
    for (const name of QUEUE_NAMES) queues.set(name, await scope.queue(name));
    const producer = new JobProducer(queues);
    const logger = quietLogger(ctx);
    const reminderJobs = new ReminderJobs(producer, logger);
    const scheduler = new VisitReminderScheduler(dataSource, reminderJobs, logger);
    const relay = new OutboxRelay(dataSource, producer, logger, {
      databaseUrl: ctx.database.url,
      batchSize: BENCH_BATCH,
      inline: [new ScheduleRemindersInline(scheduler, reminderJobs), new CloseTakenSlotOffersInline(dataSource)],
    });
    const started = now();
    const relayed = await withTimeout(relay.drain(), 120_000 + visitIds.length * 20, 'the relay');
    const ended = now();
    const queue = queues.get('reminders');
    const reminders = await queue.getDelayedCount();
    // How many reminders a visit gets depends on its hour (quiet hours move or drop some), so the check is
    // against the plan the product wrote: one delayed job per planned reminder, none missing, none extra.
    const [{ planned }] = await dataSource.query(
      `SELECT count(*)::int AS planned FROM visit_reminders WHERE visit_id = ANY($1::uuid[]) AND done_at IS NULL`,
      [visitIds],
    );
    if (relayed !== visitIds.length || planned === 0 || reminders !== planned)
      throw new Error(
        `${relayed} events relayed, ${reminders} reminder jobs, ${planned} planned, for ${visitIds.length} visits`,
      );
    return { throughput: reminders / ((ended - started) / 1000), ...(await reminderMemory(scope, queue, reminders)) };
  });
}

// Both rows come from the same trials; P6 reads what P5 measured.
let measured;
export function measureScheduling(ctx) {
  measured ??= interleave(
    ctx.config.BENCH_RATIO_TRIALS,
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

// Whatever else the reminders queue holds (completed jobs are kept a day) is shown beside the figure,
// not hidden; with the relay planning inline there is none.
export const memoryFigure = {
  id: 'P6',
  what: 'Redis memory per scheduled reminder',
  target: '≤ 1 KB',
  async measure(ctx) {
    const { raw, product } = await measureScheduling(ctx);
    return {
      product: `${bytes(product.bytesPerJob)} (+${bytes(product.otherBytesPerJob)} other queue keys)`,
      baseline: `${bytes(raw.bytesPerJob)} raw job`,
      ratio: ratio(product.bytesPerJob / raw.bytesPerJob),
      verdict: product.bytesPerJob <= MAX_BYTES_PER_REMINDER ? 'meets' : 'misses',
    };
  },
};
