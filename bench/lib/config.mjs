// Every knob of the benchmark, read once. Defaults keep a whole run near a minute and a half on a
// 2-core machine; raise durations and counts for steadier figures on a quiet one.
import { env, loadConfig } from '@creneau/server';

const schema = {
  // An admin connection: the benchmark creates its own database beside it and drops it at the end.
  BENCH_DATABASE_URL: env.url(['postgres', 'postgresql'], 'postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: env.url(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  // Only these ids (comma-separated, e.g. "P5,P9"); every figure when empty.
  BENCH_ONLY: env.string(''),
  // Each measurement is repeated and the median kept: one noisy neighbour burst moves one trial, not the figure.
  BENCH_TRIALS: env.int(3, 1, 50),
  // The bars stated as a ratio of two sides in the same rounds (P1/P2, P5, P7, P8): their trials swing ±10 % on a
  // 2-core machine, and a median of three moved P2 from 1.36× to 1.77× between two runs one small change apart.
  BENCH_RATIO_TRIALS: env.int(5, 1, 50),
  BENCH_CLIENTS: env.int(32, 1, 90),
  BENCH_BOOKING_SECONDS: env.int(5, 1, 600),
  // P3: trials of 50 concurrent requests on one slot, then 200 callers on 50 slots for this long.
  BENCH_RACE_TRIALS: env.int(100, 1, 1_000),
  BENCH_RACE_SECONDS: env.int(60, 1, 3_600),
  // P4: availability requests per second against the api, and for how long.
  BENCH_AVAILABILITY_RATE: env.int(100, 1, 5_000),
  BENCH_AVAILABILITY_SECONDS: env.int(5, 1, 600),
  BENCH_JOBS: env.int(20_000, 100, 1_000_000),
  // The workers' REMINDER_CONCURRENCY default: P8's reminders worker and its raw drain, at the same concurrency.
  BENCH_REMINDER_CONCURRENCY: env.int(50, 1, 500),
  // The workers' NOTIFICATION_CONCURRENCY default: P7 (the no-op worker too) and P8's notifications worker.
  BENCH_NOTIFICATION_CONCURRENCY: env.int(50, 1, 500),
  BENCH_OUTBOX_ROWS: env.int(20_000, 100, 1_000_000),
  // The workers' OUTBOX_BATCH_SIZE default; raw addBulk and the raw relay use the same batch.
  BENCH_BATCH: env.int(500, 1, 10_000),
  BENCH_LATENCY_RATE: env.int(200, 1, 5_000),
  BENCH_LATENCY_SECONDS: env.int(5, 1, 600),
};

export function loadBenchConfig(source = process.env) {
  const config = loadConfig(schema, {
    ...source,
    BENCH_DATABASE_URL: source.BENCH_DATABASE_URL || source.DATABASE_URL,
  });
  const only = config.BENCH_ONLY.split(',')
    .map((id) => id.trim().toUpperCase())
    .filter(Boolean);
  return { ...config, only };
}
