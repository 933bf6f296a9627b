// P7: the notification workers' own cost, per kind, against that kind's floor (baselines/raw-claim-and-mark.mjs):
// what any worker keeping our rules must do, written by hand with pg, with the same instant provider client
// and at the same concurrency. The product: the real SendEmail and SendSms handlers on a BullMQ worker at
// the workers' concurrency, each draining BENCH_JOBS queued messages. A no-op worker draining as many jobs
// is measured in the same rounds and printed for reference (p07-noop-reference). All five sides run in
// the same trials, each round starting one side later.
import { trial as noopTrial } from '../baselines/bullmq-noop-worker.mjs';
import { emailFloorTrial, smsFloorTrial } from '../baselines/raw-claim-and-mark.mjs';
import {
  assertAllSent,
  drainMessages,
  insertQueuedEmails,
  insertQueuedSms,
  notificationProcessor,
} from '../lib/notifications.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { interleaveSides } from '../lib/trials.mjs';

export const TARGET_RATIO = 0.9;

/** Queues BENCH_JOBS messages with `insert`, drains them with `drain(ctx, ids)`, checks every one was sent. */
function onQueued(insert, drain) {
  return async (ctx) => {
    const dataSource = await ctx.dataSource();
    const messageIds = await insert(dataSource, ctx.config.BENCH_JOBS);
    const measured = await drain(ctx, messageIds);
    await assertAllSent(dataSource, messageIds);
    return measured;
  };
}

function productDrain(jobName) {
  return async (ctx, messageIds) => {
    const processor = notificationProcessor(ctx, await ctx.dataSource());
    const throughput = await ctx.redis.withScope((scope) => drainMessages(ctx, scope, jobName, messageIds, processor));
    return { throughput };
  };
}

// The three P7 rows come from the same trials.
let measured;
export function measureNotifications(ctx) {
  measured ??= interleaveSides(ctx.config.BENCH_RATIO_TRIALS, {
    noop: () => noopTrial(ctx),
    emailFloor: () => onQueued(insertQueuedEmails, emailFloorTrial)(ctx),
    email: () => onQueued(insertQueuedEmails, productDrain('SendEmail'))(ctx),
    smsFloor: () => onQueued(insertQueuedSms, smsFloorTrial)(ctx),
    sms: () => onQueued(insertQueuedSms, productDrain('SendSms'))(ctx),
  });
  return measured;
}

/** A P7 row: one kind's product handler against its floor. */
export function kindFigure({ what, product, floor }) {
  return {
    id: 'P7',
    what,
    target: `≥ ${TARGET_RATIO}× its floor`,
    async measure(ctx) {
      const sides = await measureNotifications(ctx);
      const value = sides[product].throughput / sides[floor].throughput;
      return {
        product: rate(sides[product].throughput),
        baseline: `${rate(sides[floor].throughput)} floor`,
        ratio: ratio(value),
        verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
      };
    },
  };
}

export default kindFigure({
  what: 'notification worker, SendEmail, instant provider',
  product: 'email',
  floor: 'emailFloor',
});
