// P2's Nest floor (see baselines/p02-nest-floor-process.mjs): the HTTP floor's booking behind NestJS on Express,
// the product's framework at its versions, with their defaults only. Not the product: how much of P2's budget
// the framework alone takes here. Between the bare floor's row and the product's, it splits what the product
// adds over the SQL into the framework's share and the product's own request path (middleware, pipes, guard,
// logger, TypeORM, the booking's code).
import { MAX_P99_RATIO, measureBooking } from './p01-booking-throughput.mjs';
import { ms, rate, ratio } from '../lib/format.mjs';

export default {
  id: 'P2',
  what: 'floor: NestJS on Express + the same SQL, 32 clients',
  target: `p99 ≤ ${MAX_P99_RATIO}× pg`,
  async measure(ctx) {
    const { raw, nestFloor } = await measureBooking(ctx);
    const value = nestFloor.p99 / raw.p99;
    return {
      product: `p99 ${ms(nestFloor.p99)} (p50 ${ms(nestFloor.p50)}, ${rate(nestFloor.throughput)})`,
      baseline: `p99 ${ms(raw.p99)} pg`,
      ratio: ratio(value),
      // A reference, not a verdict on the product: whether the framework leaves the target within reach.
      verdict: value <= MAX_P99_RATIO ? 'reachable' : 'out of reach here',
    };
  },
};
