// P5/P6's raw side: BENCH_JOBS delayed jobs with deterministic ids, shaped like visit reminders, added by
// BullMQ's addBulk in batches of BENCH_BATCH; then the Redis memory they hold, per job.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { now } from '../lib/timer.mjs';

const HORIZON_MS = 60 * 24 * 3600_000;

// The product's job options (attempts, backoff, retention) are stored in every job hash: the raw side
// carries them too, so the ratio and the bytes per job measure the product's code, not its options.
// Ids use '-' where the architecture writes ':' ("visit:{id}:reminder:{kind}"): BullMQ 6 refuses a custom
// id with a colon unless it has exactly three parts.
function reminderJobs(count) {
  return Array.from({ length: count }, (_, i) => {
    const visitId = randomUUID();
    return {
      name: 'RequestVisitConfirmation',
      data: { visitId, kind: 'h24' },
      opts: {
        ...DEFAULT_JOB_OPTIONS,
        jobId: `visit-${visitId}-reminder-h24`,
        delay: 3600_000 + ((i * 7919) % HORIZON_MS),
      },
    };
  });
}

export async function trial(ctx) {
  const { BENCH_JOBS: count, BENCH_BATCH: batch } = ctx.config;
  const jobs = reminderJobs(count);
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('reminders');
    const started = now();
    for (let i = 0; i < jobs.length; i += batch) await queue.addBulk(jobs.slice(i, i + batch));
    const elapsed = now() - started;
    const delayed = await queue.getDelayedCount();
    if (delayed !== count) throw new Error(`expected ${count} delayed jobs, found ${delayed}`);
    // Job hashes, the delayed set and queue metadata. The events stream is left out: BullMQ caps it (10,000
    // entries by default), a fixed ~1.2 MB per queue, so it would make the cost per job depend on BENCH_JOBS.
    const used = await scope.memoryUsage([queue.keys.events]);
    return { throughput: count / (elapsed / 1000), bytesPerJob: used / count };
  });
}
