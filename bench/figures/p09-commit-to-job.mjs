// P9, latency: with the relay running as in production (LISTEN/NOTIFY, poll as fallback), single events
// are committed at a steady BENCH_LATENCY_RATE through publishEvent in a TypeORM transaction, and each is
// timed from COMMIT returning to its job being in the queue (QueueEvents 'added', written by the same
// Redis script that stores the job). Publisher, relay and listener share this process's event loop, where
// in production the api and the workers each have their own: if anything, this overstates the latency.
import { randomUUID } from 'node:crypto';
import { eventJobId } from '@creneau/contracts';
import { publishEvent } from '@creneau/server';
import { ms } from '../lib/format.mjs';
import { createRelay } from '../lib/outbox.mjs';
import { now, percentile, sleepUntil } from '../lib/timer.mjs';

const TARGET_P99_MS = 50;
const WARMUP_MS = 1_000;
const JOB_TIMEOUT_MS = 10_000;

/** Job arrivals by id; an arrival may come before the publisher has even seen its COMMIT return. */
function arrivals(events) {
  const seen = new Map();
  const waiters = new Map();
  events.on('added', ({ jobId }) => {
    seen.set(jobId, now());
    waiters.get(jobId)?.();
  });
  return (jobId) =>
    new Promise((resolve) => {
      if (seen.has(jobId)) return resolve(seen.get(jobId));
      const timer = setTimeout(() => waiters.get(jobId)?.(), JOB_TIMEOUT_MS);
      waiters.set(jobId, () => {
        clearTimeout(timer);
        waiters.delete(jobId);
        resolve(seen.get(jobId));
      });
    });
}

async function publishOne(dataSource, arrivalOf) {
  const outboxId = await dataSource.transaction(async (manager) => {
    await publishEvent(manager, 'outbox.probed', { probeId: randomUUID() });
    const [row] = await manager.query(`SELECT currval(pg_get_serial_sequence('outbox', 'id'))::text AS id`);
    return row.id;
  });
  const committed = now();
  const visible = await arrivalOf(eventJobId(outboxId, 'RecordOutboxProbe'));
  return visible === undefined ? null : Math.max(0, visible - committed);
}

/** Open loop: event i starts at its scheduled time whether or not earlier ones are done (no coordinated omission). */
async function publishAtRate(ctx, dataSource, arrivalOf, rate, durationMs) {
  const count = Math.round((rate * durationMs) / 1000);
  const started = now();
  const inflight = [];
  for (let i = 0; i < count && !ctx.aborted; i += 1) {
    await sleepUntil(started + (i * 1000) / rate);
    inflight.push(publishOne(dataSource, arrivalOf));
  }
  return Promise.all(inflight);
}

export default {
  id: 'P9',
  what: 'commit → job visible',
  target: `p99 ≤ ${TARGET_P99_MS} ms`,
  async measure(ctx) {
    const { BENCH_LATENCY_RATE: rate, BENCH_LATENCY_SECONDS: seconds } = ctx.config;
    const dataSource = await ctx.dataSource();
    await dataSource.query('TRUNCATE outbox');
    return ctx.redis.withScope(async (scope) => {
      const { relay, queue } = await createRelay(ctx, scope);
      const arrivalOf = arrivals(await scope.queueEvents(queue.name));
      await relay.start();
      try {
        // The warm-up also covers the moment QueueEvents starts reading its stream.
        await publishAtRate(ctx, dataSource, arrivalOf, rate, WARMUP_MS);
        const results = await publishAtRate(ctx, dataSource, arrivalOf, rate, seconds * 1000);
        const latencies = results.filter((latency) => latency !== null);
        const lost = results.length - latencies.length;
        const p99 = percentile(latencies, 99);
        return {
          product: `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)} at ${rate}/s${lost ? `, ${lost} not seen` : ''}`,
          baseline: '—',
          ratio: '—',
          verdict: lost === 0 && p99 <= TARGET_P99_MS ? 'meets' : 'misses',
        };
      } finally {
        await relay.stop();
      }
    });
  },
};
