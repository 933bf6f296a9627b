// P1: booking throughput through the api: BENCH_CLIENTS callers each POST public bookings back to back
// over HTTP to the real api process (validation, rate limiting, the booking transaction with its outbox
// row, the answer), against the same SQL run directly with pg (baselines/sql-booking.mjs), trials
// interleaved. P2 reads the latency of the same trials. Two more sides run in the same rounds: P2's HTTP floor
// (baselines/p02-http-floor-process.mjs: node:http, Redis and pg, the same statements, no product request path),
// read by figures/p02-http-floor.mjs, and its Nest floor (the same booking behind NestJS on Express with their
// defaults only), read by figures/p02-nest-floor.mjs.
import { fileURLToPath } from 'node:url';
import { trial as sqlBookingTrial } from '../baselines/sql-booking.mjs';
import { withApi } from '../lib/api-process.mjs';
import { startHttpFloor } from '../lib/node-process.mjs';
import { bookPublic, createBookableListings, upcomingSlots } from '../lib/booking.mjs';
import { ms, rate, ratio } from '../lib/format.mjs';
import { now, percentile } from '../lib/timer.mjs';
import { interleaveSides } from '../lib/trials.mjs';

const TARGET_RATIO = 0.45;
// P2's bar: the booking's p99 against the p99 of the same SQL run with pg at the same clients, same run.
export const MAX_P99_RATIO = 1.5;
const WARMUP_MS = 1_000;

/** One caller: its own agent and listing, booking the offered slots in order. */
async function bookUntil(baseUrl, listingId, slots, warmupEnd, deadline, sink) {
  for (const slot of slots) {
    if (now() >= deadline) return;
    const started = now();
    const status = await bookPublic(baseUrl, listingId, slot.startsAt);
    const ended = now();
    if (status !== 201) sink.failures.push(status);
    else if (started >= warmupEnd) {
      sink.latencies.push(ended - started);
      sink.lastEnd = Math.max(sink.lastEnd, ended);
    }
  }
  throw new Error(`a caller ran out of slots (${slots.length}); shorten BENCH_BOOKING_SECONDS`);
}

const HTTP_FLOOR = fileURLToPath(new URL('../baselines/p02-http-floor-process.mjs', import.meta.url));
const NEST_FLOOR = fileURLToPath(new URL('../baselines/p02-nest-floor-process.mjs', import.meta.url));

/** Runs fn with one of P2's floors started on the bench's database and Redis, given its URL; stops it after. */
async function withFloor(ctx, script, name, fn) {
  const env = { DATABASE_URL: ctx.database.url, REDIS_URL: ctx.config.REDIS_URL, REDIS_PREFIX: ctx.redis.prefix };
  const floor = startHttpFloor(script, env, name);
  try {
    return await fn(await floor.ready);
  } finally {
    await floor.stop();
  }
}

/**
 * BENCH_CLIENTS callers booking through HTTP at `bookingUrl` (the api, or P2's floor), the slots offered by the
 * api's availability, against listings of their own.
 */
export async function productTrial(ctx, api, bookingUrl = api.baseUrl) {
  const { BENCH_CLIENTS: clientCount, BENCH_BOOKING_SECONDS: seconds } = ctx.config;
  const { listings } = await createBookableListings(await ctx.dataSource(), clientCount);
  const slots = await Promise.all(listings.map((listing) => upcomingSlots(api.baseUrl, listing.id)));
  const warmupEnd = now() + WARMUP_MS;
  const sink = { latencies: [], failures: [], lastEnd: warmupEnd };
  await Promise.all(
    listings.map((listing, i) =>
      bookUntil(bookingUrl, listing.id, slots[i], warmupEnd, warmupEnd + seconds * 1000, sink),
    ),
  );
  if (sink.failures.length > 0) {
    throw new Error(`${sink.failures.length} bookings refused (statuses ${[...new Set(sink.failures)].join(', ')})`);
  }
  return {
    throughput: sink.latencies.length / ((sink.lastEnd - warmupEnd) / 1000),
    p50: percentile(sink.latencies, 50),
    p99: percentile(sink.latencies, 99),
    bookings: sink.latencies.length,
  };
}

let measured;
export function measureBooking(ctx) {
  measured ??= withApi(ctx, (api) =>
    withFloor(ctx, HTTP_FLOOR, "P2's HTTP floor", (httpFloorUrl) =>
      withFloor(ctx, NEST_FLOOR, "P2's Nest floor", async (nestFloorUrl) => {
        const sides = {
          raw: () => sqlBookingTrial(ctx),
          product: () => productTrial(ctx, api),
          httpFloor: () => productTrial(ctx, api, httpFloorUrl),
          nestFloor: () => productTrial(ctx, api, nestFloorUrl),
        };
        // A first round unmeasured, as P14's: every side's code compiled by V8's optimizing tiers, its
        // statements prepared, its pools full. The api, with the most code, took ~9,000 bookings to settle
        // (its CPU a booking 2.5 ms in its first 2,000, 1.7 ms after 8,000); a server runs warm.
        for (const side of Object.values(sides)) await side();
        return interleaveSides(ctx.config.BENCH_RATIO_TRIALS, sides);
      }),
    ),
  );
  return measured;
}

export default {
  id: 'P1',
  what: 'booking throughput via the API, 32 clients',
  target: `≥ ${TARGET_RATIO}× pg`,
  async measure(ctx) {
    const { raw, product } = await measureBooking(ctx);
    const value = product.throughput / raw.throughput;
    return {
      product: rate(product.throughput),
      baseline: `${rate(raw.throughput)} pg`,
      ratio: ratio(value),
      verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};

export const latencyFigure = {
  id: 'P2',
  what: 'booking latency, 32 clients',
  target: `p99 ≤ ${MAX_P99_RATIO}× pg`,
  async measure(ctx) {
    const { raw, product } = await measureBooking(ctx);
    return {
      product: `p99 ${ms(product.p99)} (p50 ${ms(product.p50)})`,
      baseline: `p99 ${ms(raw.p99)} pg`,
      ratio: ratio(product.p99 / raw.p99),
      verdict: product.p99 / raw.p99 <= MAX_P99_RATIO ? 'meets' : 'misses',
    };
  },
};
