// P7's raw side: a BullMQ worker whose processor does nothing, at BENCH_NOTIFICATION_CONCURRENCY, draining BENCH_JOBS
// jobs queued beforehand: the ceiling any real handler is measured against.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { now, withTimeout } from '../lib/timer.mjs';

export async function trial(ctx) {
  const { BENCH_JOBS: count, BENCH_BATCH: batch, BENCH_NOTIFICATION_CONCURRENCY: concurrency } = ctx.config;
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('notifications');
    for (let i = 0; i < count; i += batch) {
      const size = Math.min(batch, count - i);
      await queue.addBulk(
        Array.from({ length: size }, () => {
          const messageId = randomUUID();
          return { name: 'SendSms', data: { messageId }, opts: { ...DEFAULT_JOB_OPTIONS, jobId: `sms-${messageId}` } };
        }),
      );
    }
    const worker = scope.worker('notifications', async () => undefined, { concurrency, autorun: false });
    let completed = 0;
    const finished = new Promise((resolve, reject) => {
      worker.on('completed', () => (completed += 1) === count && resolve(now()));
      worker.on('failed', (_job, error) => reject(error));
    });
    await worker.waitUntilReady();
    const started = now();
    void worker.run();
    const ended = await withTimeout(finished, 60_000 + count * 10, 'the no-op worker');
    return { throughput: count / ((ended - started) / 1000) };
  });
}
