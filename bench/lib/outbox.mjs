// The outbox as both relays see it: the real table from the migrations, filled with outbox.probed rows
// (the one event this build knows, mapped to RecordOutboxProbe on the maintenance queue).
import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer, OutboxRelay } from '@creneau/server';

/**
 * Empties the outbox, then inserts `count` pending rows in one statement. TRUNCATE gives each trial the
 * same table: without it the side that runs second would also scan the first side's dead tuples.
 */
export async function insertPendingProbes(queryable, count) {
  await queryable.query('TRUNCATE outbox');
  await queryable.query(
    `INSERT INTO outbox (event, payload)
     SELECT 'outbox.probed', jsonb_build_object('probeId', gen_random_uuid()) FROM generate_series(1, $1)`,
    [count],
  );
  await queryable.query('ANALYZE outbox');
}

/** The production relay, wired as the workers wire it, on the queues of one Redis scope. */
export async function createRelay(ctx, scope) {
  const queues = new Map();
  for (const name of QUEUE_NAMES) queues.set(name, await scope.queue(name));
  const logger = {
    info: () => undefined,
    warn: (obj, msg) => ctx.log(`relay warn: ${msg} ${obj.err?.message ?? ''}`),
    error: (obj, msg) => ctx.log(`relay error: ${msg} ${JSON.stringify(obj)}`),
  };
  const relay = new OutboxRelay(await ctx.dataSource(), new JobProducer(queues), logger, {
    databaseUrl: ctx.database.url,
    batchSize: ctx.config.BENCH_BATCH,
  });
  return { relay, queue: queues.get('maintenance') };
}
