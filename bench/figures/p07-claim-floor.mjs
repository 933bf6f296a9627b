// P7's floor (see baselines/raw-claim-and-mark.mjs): a hand-written claim and sent mark per message
// against the same no-op worker. Not the product: it shows what the target asks of this machine. Read the
// product's P7 rows against it.
import { trial as floorTrial } from '../baselines/raw-claim-and-mark.mjs';
import { trial as noopTrial } from '../baselines/bullmq-noop-worker.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { interleave } from '../lib/trials.mjs';
import { TARGET_RATIO } from './p07-notification-worker.mjs';

export default {
  id: 'P7',
  what: 'floor: hand-written claim + sent mark (pg)',
  target: `≥ ${TARGET_RATIO}× no-op worker`,
  async measure(ctx) {
    const { raw, product: floor } = await interleave(
      ctx.config.BENCH_TRIALS,
      () => noopTrial(ctx),
      () => floorTrial(ctx),
    );
    const value = floor.throughput / raw.throughput;
    return {
      product: rate(floor.throughput),
      baseline: `${rate(raw.throughput)} no-op`,
      ratio: ratio(value),
      // A reference, not a verdict on the product: whether the target is within reach here at all.
      verdict: value >= TARGET_RATIO ? 'reachable' : 'out of reach here',
    };
  },
};
