// P7: the notification worker's own cost. The product's SendEmail handler (claim queued → sending, call
// the provider, mark sent) with a provider that answers at once, on a BullMQ worker at the workers'
// concurrency, draining BENCH_JOBS queued e-mails; against a no-op processor draining as many jobs.
// SendSms, with its opt-out check and daily quotas in the claim, is the next row (p07-sms-worker).
import { trial as noopTrial } from '../baselines/bullmq-noop-worker.mjs';
import { assertAllSent, drainMessages, insertQueuedEmails, notificationProcessor } from '../lib/notifications.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { interleave } from '../lib/trials.mjs';

export const TARGET_RATIO = 0.6;

/**
 * A P7 row: `trial` (resolving with { throughput }) against the no-op worker, trial by trial. `verdict`
 * reads the ratio; by default whether the product meets the target.
 */
export function againstNoopWorker({ what, trial, verdict = (value) => (value >= TARGET_RATIO ? 'meets' : 'misses') }) {
  return {
    id: 'P7',
    what,
    target: `≥ ${TARGET_RATIO}× no-op worker`,
    async measure(ctx) {
      const { raw, product } = await interleave(
        ctx.config.BENCH_TRIALS,
        () => noopTrial(ctx),
        () => trial(ctx),
      );
      const value = product.throughput / raw.throughput;
      return {
        product: rate(product.throughput),
        baseline: `${rate(raw.throughput)} no-op`,
        ratio: ratio(value),
        verdict: verdict(value),
      };
    },
  };
}

/** A P7 row: one message kind drained by the product's handler. */
export function notificationFigure({ what, jobName, insert }) {
  async function productTrial(ctx) {
    const dataSource = await ctx.dataSource();
    const messageIds = await insert(dataSource, ctx.config.BENCH_JOBS);
    const processor = notificationProcessor(ctx, dataSource);
    const throughput = await ctx.redis.withScope((scope) => drainMessages(ctx, scope, jobName, messageIds, processor));
    await assertAllSent(dataSource, messageIds);
    return { throughput };
  }
  return againstNoopWorker({ what, trial: productTrial });
}

export default notificationFigure({
  what: 'notification worker, SendEmail, instant provider',
  jobName: 'SendEmail',
  insert: insertQueuedEmails,
});
