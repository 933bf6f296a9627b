// P8: DUE reminders due at the same instant, as every "will you come?" of an evening is at 18:00 (across
// agencies of PER_AGENCY visits), until they are actually sent. Product: the RequestVisitConfirmation handler on the reminders worker (a short
// link, an e-mail and an SMS queued with their outbox events, the reminder marked done, in one
// transaction), the production OutboxRelay (LISTEN/NOTIFY), and the SendSms and SendEmail handlers on the
// notifications worker with providers that answer at once, each worker at the workers' concurrency. A
// reminder is sent when the last of its two messages is. Raw: as many delayed jobs due at the same
// instant, drained by a no-op processor. Lateness: how long after the due time; the p99 of both, as a ratio.
import { randomUUID } from 'node:crypto';
import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer, OutboxRelay } from '@creneau/server';
import { RequestVisitConfirmationHandler } from '../../workers/dist/reminders/request-visit-confirmation.handler.js';
import { VisitMessenger } from '../../workers/dist/visits/visit-messenger.js';
import { ms, ratio } from '../lib/format.mjs';
import { notificationProcessor, workersConfig } from '../lib/notifications.mjs';
import { percentile } from '../lib/timer.mjs';
import { interleaveSides } from '../lib/trials.mjs';
import { floorTrial } from '../baselines/reminder-pipeline-floor.mjs';
import { addDueTogether, completions, DUE, dueVisits, sentByVisit } from '../lib/due-together.mjs';
import { quietLogger } from '../lib/visits.mjs';

export const TARGET_RATIO = 1.5;
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

export async function productTrial(ctx) {
  const dataSource = await ctx.dataSource();
  const visitIds = await dueVisits(dataSource);
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

// The three sides run in the same rounds, each round starting one side later; both P8 rows read them.
let measured;
export function measureDueTogether(ctx) {
  measured ??= interleaveSides(ctx.config.BENCH_RATIO_TRIALS, {
    raw: () => rawTrial(ctx),
    floor: () => floorTrial(ctx),
    product: () => productTrial(ctx),
  });
  return measured;
}

export default {
  id: 'P8',
  what: `${DUE.toLocaleString('en-US')} reminders due in the same minute, until sent`,
  target: `lateness p99 ≤ ${TARGET_RATIO}× floor pipeline`,
  async measure(ctx) {
    const { floor, product } = await measureDueTogether(ctx);
    const value = product.p99 / floor.p99;
    return {
      product: `p99 ${ms(product.p99)}`,
      baseline: `p99 ${ms(floor.p99)} floor`,
      ratio: ratio(value),
      verdict: value <= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};
