// P2's HTTP floor (see baselines/p02-http-floor-process.mjs): the same bookings from the same client, in a
// process of its own that does over HTTP only what any booking api keeping the product's rules must do
// (node:http, the context read, the rate limits in Redis, the booking transaction), none of the product's
// request path. Not the product: whether P2's target is within reach on this machine at all. Read the
// product's P2 row against it.
import { MAX_P99_RATIO, measureBooking } from './p01-booking-throughput.mjs';
import { ms, rate, ratio } from '../lib/format.mjs';

/** A row of P2 for one of its floors, read from P1's rounds by the side's name. */
export function floorFigure(what, side) {
  return {
    id: 'P2',
    what,
    target: `p99 ≤ ${MAX_P99_RATIO}× pg`,
    async measure(ctx) {
      const { raw, [side]: floor } = await measureBooking(ctx);
      const value = floor.p99 / raw.p99;
      return {
        product: `p99 ${ms(floor.p99)} (p50 ${ms(floor.p50)}, ${rate(floor.throughput)})`,
        baseline: `p99 ${ms(raw.p99)} pg`,
        ratio: ratio(value),
        // A reference, not a verdict on the product: whether the target is within reach here at all.
        verdict: value <= MAX_P99_RATIO ? 'reachable' : 'out of reach here',
      };
    },
  };
}

export default floorFigure('floor: bare node:http + the same SQL, 32 clients', 'httpFloor');
