import { QUEUE_NAMES } from '@creneau/contracts';
import { createDataSource } from '@creneau/server';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from './database';
import { deleteRedisKeys } from './stack';
import { REDIS_URL, uniqueSuffix } from './test-env';

/** A database and every queue under a prefix of its own, for specs that drive an OutboxRelay directly. */
export function relayHarness(poolSize: number) {
  const prefix = `t${uniqueSuffix()}`;
  const harness = {
    db: undefined as unknown as TestDatabase,
    dataSource: undefined as unknown as DataSource,
    queues: new Map(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: { url: REDIS_URL }, prefix })])),
  };
  beforeAll(async () => {
    harness.db = await createTestDatabase();
    harness.dataSource = await createDataSource({ url: harness.db.url, poolSize }).initialize();
  });
  afterAll(async () => {
    await Promise.all([...harness.queues.values()].map((queue) => queue.close()));
    await deleteRedisKeys(REDIS_URL, prefix);
    await harness.dataSource?.destroy();
    await harness.db?.drop();
  });
  return harness;
}
