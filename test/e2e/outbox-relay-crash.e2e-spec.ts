import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer, OutboxRelay, createDataSource, publishEvent, type JobRequest } from '@creneau/server';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { deleteRedisKeys } from '../support/stack';
import { REDIS_URL, uniqueSuffix } from '../support/test-env';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Enqueues, then dies before the relay can commit: what a crash between Redis and Postgres looks like. */
class CrashAfterEnqueue extends JobProducer {
  crashes = 1;

  override async addBulk(jobs: readonly JobRequest[]): Promise<void> {
    await super.addBulk(jobs);
    if (this.crashes-- > 0) throw new Error('relay process died after enqueueing');
  }
}

describe('an outbox relay that crashes between enqueueing and marking rows relayed', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const prefix = `t${uniqueSuffix()}`;
  const queues = new Map(
    QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: { url: REDIS_URL }, prefix })]),
  );

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await createDataSource({ url: db.url, poolSize: 2 }).initialize();
  });

  afterAll(async () => {
    await Promise.all([...queues.values()].map((queue) => queue.close()));
    await deleteRedisKeys(REDIS_URL, prefix);
    await dataSource?.destroy();
    await db?.drop();
  });

  it('enqueues each event once when the batch is relayed again', async () => {
    await dataSource.transaction(async (manager) => {
      for (let i = 0; i < 3; i += 1) await publishEvent(manager, 'outbox.probed', { probeId: `probe-${i}` });
    });
    const relay = new OutboxRelay(dataSource, new CrashAfterEnqueue(queues), silent, { databaseUrl: db.url });

    await expect(relay.relayBatch()).rejects.toThrow('relay process died');
    const pendingAfterCrash = await db.pool.query('SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL');
    expect(await relay.drain()).toBe(3);

    expect(pendingAfterCrash.rows[0].n).toBe(3);
    expect(await queues.get('maintenance')!.getJobCountByTypes('waiting')).toBe(3);
  });
});
