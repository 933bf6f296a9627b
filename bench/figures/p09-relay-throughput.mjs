// P9, throughput: the product's OutboxRelay draining BENCH_OUTBOX_ROWS pre-inserted rows, against the raw
// SKIP LOCKED relay draining as many, trial by trial.
import { trial as rawRelayTrial } from '../baselines/skip-locked-relay.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { createRelay, insertPendingProbes } from '../lib/outbox.mjs';
import { now } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';

const TARGET_RATIO = 0.5;

// drain() relays batch after batch until the outbox is empty, as a NOTIFY or the poll timer makes it do:
// no LISTEN is opened here, so only the relaying itself is timed.
async function productTrial(ctx) {
  const count = ctx.config.BENCH_OUTBOX_ROWS;
  return ctx.redis.withScope(async (scope) => {
    const { relay, queue } = await createRelay(ctx, scope);
    await insertPendingProbes(await ctx.dataSource(), count);
    const started = now();
    const relayed = await relay.drain();
    const elapsed = now() - started;
    const waiting = await queue.getWaitingCount();
    if (relayed !== count || waiting !== count)
      throw new Error(`relay: ${relayed} rows, ${waiting} jobs, expected ${count}`);
    return { throughput: count / (elapsed / 1000) };
  });
}

export default {
  id: 'P9',
  what: 'outbox relay throughput',
  target: `≥ ${TARGET_RATIO}× raw SKIP LOCKED`,
  async measure(ctx) {
    const { raw, product } = await interleave(
      ctx.config.BENCH_TRIALS,
      () => rawRelayTrial(ctx),
      () => productTrial(ctx),
    );
    const value = product.throughput / raw.throughput;
    return {
      product: rate(product.throughput),
      baseline: `${rate(raw.throughput)} raw`,
      ratio: ratio(value),
      verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};
