// P8's floor pipeline (baselines/reminder-pipeline-floor.mjs) against the raw drain of as many due jobs by
// a no-op processor, from P8's trials. A reference, not a bar: the product's P8 row is read against the
// floor; this row shows what the floor's durable claims and marks cost over the queue alone.
import { ms, ratio } from '../lib/format.mjs';
import { measureDueTogether } from './p08-reminders-due-together.mjs';

export default {
  id: 'P8',
  what: 'reference: floor pipeline against a no-op drain',
  target: 'none',
  async measure(ctx) {
    const { raw, floor } = await measureDueTogether(ctx);
    return {
      product: `p99 ${ms(floor.p99)} floor`,
      baseline: `p99 ${ms(raw.p99)} no-op`,
      ratio: ratio(floor.p99 / raw.p99),
      verdict: 'reference',
    };
  },
};
