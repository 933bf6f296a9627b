// P7: the notification worker's own cost. The product's SendEmail handler (claim queued → sending, call
// the provider, mark sent: two statements per message) with a provider that answers at once, on a
// BullMQ worker at the workers' concurrency, draining BENCH_JOBS queued e-mails; against a no-op
// processor draining as many jobs. SendSms adds its daily quotas to the claim: it is slower still.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { SendEmailHandler } from '../../workers/dist/notifications/send-email.handler.js';
import { trial as noopTrial } from '../baselines/bullmq-noop-worker.mjs';
import { rate, ratio } from '../lib/format.mjs';
import { now, withTimeout } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';
import { quietLogger } from '../lib/visits.mjs';

const TARGET_RATIO = 0.6;

const instantProvider = { provider: 'bench', send: async () => ({ providerId: randomUUID() }) };

async function productTrial(ctx) {
  const { BENCH_JOBS: count, BENCH_BATCH: batch, BENCH_CONCURRENCY: concurrency } = ctx.config;
  const dataSource = await ctx.dataSource();
  const rows = await dataSource.query(
    `INSERT INTO messages (channel, recipient, purpose, language, subject, body_text)
     SELECT 'email', 'c' || i || '@bench.test', 'bench', 'fr', 'Votre visite', 'Bonjour' FROM generate_series(1, $1) i
     RETURNING id`,
    [count],
  );
  const handler = new SendEmailHandler(dataSource, instantProvider, quietLogger(ctx));
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('notifications');
    for (let i = 0; i < rows.length; i += batch) {
      await queue.addBulk(
        rows.slice(i, i + batch).map(({ id }) => ({
          name: 'SendEmail',
          data: { messageId: id },
          opts: { ...DEFAULT_JOB_OPTIONS, jobId: `email-${id}` },
        })),
      );
    }
    const context = { jobId: '', attemptsMade: 0, isFinalAttempt: false };
    const worker = scope.worker('notifications', (job) => handler.handle(job.data, context), {
      concurrency,
      autorun: false,
    });
    let completed = 0;
    const finished = new Promise((resolve, reject) => {
      worker.on('completed', () => (completed += 1) === count && resolve(now()));
      worker.on('failed', (_job, error) => reject(error));
    });
    await worker.waitUntilReady();
    const started = now();
    void worker.run();
    const ended = await withTimeout(finished, 60_000 + count * 10, 'the notification worker');
    const [{ sent }] = await dataSource.query(
      `SELECT count(*)::int AS sent FROM messages WHERE id = ANY($1::uuid[]) AND status = 'sent'`,
      [rows.map((row) => row.id)],
    );
    if (sent !== count) throw new Error(`${sent} of ${count} e-mails marked sent`);
    return { throughput: count / ((ended - started) / 1000) };
  });
}

export default {
  id: 'P7',
  what: 'notification worker throughput, instant provider',
  target: `≥ ${TARGET_RATIO}× no-op worker`,
  async measure(ctx) {
    const { raw, product } = await interleave(
      ctx.config.BENCH_TRIALS,
      () => noopTrial(ctx),
      () => productTrial(ctx),
    );
    const value = product.throughput / raw.throughput;
    return {
      product: rate(product.throughput),
      baseline: `${rate(raw.throughput)} no-op`,
      ratio: ratio(value),
      verdict: value >= TARGET_RATIO ? 'meets' : 'misses',
    };
  },
};
