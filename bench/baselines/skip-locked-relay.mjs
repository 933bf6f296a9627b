// P9's raw side: the shortest correct relay, written with pg and bullmq alone. It claims a batch of
// pending rows FOR UPDATE SKIP LOCKED, adds their jobs with addBulk, marks them relayed and commits.
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { newClient } from '../lib/database.mjs';
import { insertPendingProbes } from '../lib/outbox.mjs';
import { now } from '../lib/timer.mjs';

async function relayBatch(client, queue, batchSize) {
  await client.query('BEGIN');
  const { rows } = await client.query(
    'SELECT id, payload FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
    [batchSize],
  );
  if (rows.length > 0) {
    // Same job name, payload, id and options as the product relay produces: only the code path differs.
    await queue.addBulk(
      rows.map((row) => ({
        name: 'RecordOutboxProbe',
        data: row.payload,
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: `evt-${row.id}-RecordOutboxProbe` },
      })),
    );
    await client.query('UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])', [
      rows.map((row) => row.id),
    ]);
  }
  await client.query('COMMIT');
  return rows.length;
}

export async function trial(ctx) {
  const { BENCH_OUTBOX_ROWS: count, BENCH_BATCH: batchSize } = ctx.config;
  return ctx.redis.withScope(async (scope) => {
    const queue = await scope.queue('maintenance');
    const client = newClient(ctx.database.url);
    await client.connect();
    try {
      await insertPendingProbes(client, count);
      const started = now();
      // A short batch means the outbox is empty, as in the product relay's drain().
      while ((await relayBatch(client, queue, batchSize)) === batchSize);
      const elapsed = now() - started;
      const waiting = await queue.getWaitingCount();
      if (waiting !== count) throw new Error(`raw relay: expected ${count} jobs, found ${waiting}`);
      return { throughput: count / (elapsed / 1000) };
    } finally {
      await client.end();
    }
  });
}
