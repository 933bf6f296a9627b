import { QUEUE_NAMES } from '@creneau/contracts';
import { Queue } from 'bullmq';
import { databaseHarness } from './database';
import { deleteRedisKeys } from './stack';
import { REDIS_URL, uniqueSuffix } from './test-env';

/** A database and every queue under a prefix of its own, for specs that drive an OutboxRelay directly. */
export function relayHarness(poolSize: number) {
  const prefix = `t${uniqueSuffix()}`;
  // The same object: its db and dataSource are set once its hooks run.
  const harness = Object.assign(databaseHarness(poolSize), {
    queues: new Map(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: { url: REDIS_URL }, prefix })])),
  });
  afterAll(async () => {
    await Promise.all([...harness.queues.values()].map((queue) => queue.close()));
    await deleteRedisKeys(REDIS_URL, prefix);
  });
  return harness;
}
