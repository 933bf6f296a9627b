// P5's floor (see baselines/raw-plan-and-add.mjs): a hand-written relay that plans the reminders in
// Postgres and adds their jobs, against the same raw addBulk. Not the product: it shows what the target
// asks of this machine. Read the product's P5 row against it.
import { trial as addBulkTrial } from '../baselines/bullmq-add-bulk.mjs';
import { trial } from '../baselines/raw-plan-and-add.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { interleave } from '../lib/trials.mjs';
import { TARGET_RATIO } from './p05-reminder-scheduling.mjs';

export default {
  id: 'P5',
  what: 'floor: hand-written plan + addBulk (pg)',
  target: `≥ ${TARGET_RATIO}× addBulk`,
  async measure(ctx) {
    const { raw, product } = await interleave(
      ctx.config.BENCH_RATIO_TRIALS,
      () => addBulkTrial(ctx),
      () => trial(ctx),
    );
    const value = product.throughput / raw.throughput;
    return {
      product: `${rate(product.throughput)} reminders`,
      baseline: `${rate(raw.throughput)} addBulk`,
      ratio: ratio(value),
      // A reference, not a verdict on the product: whether the target is within reach here at all.
      verdict: value >= TARGET_RATIO ? 'reachable' : 'out of reach here',
    };
  },
};
