import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from './database';
import { freePort, startProcess, waitFor, type RunningProcess } from './processes';
import { REDIS_URL, uniqueSuffix } from './test-env';

export interface StackOptions {
  workers?: number;
  redisUrl?: string;
  env?: Record<string, string>;
}

export interface Stack {
  baseUrl: string;
  db: TestDatabase;
  redisUrl: string;
  redisPrefix: string;
  api: RunningProcess;
  workers: RunningProcess[];
  env: Record<string, string>;
  queue(name: string): Queue;
  stop(): Promise<void>;
}

/** api + workers as real processes on their own database and Redis prefix. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const db = await createTestDatabase();
  const port = await freePort();
  const redisUrl = options.redisUrl ?? REDIS_URL;
  const redisPrefix = `t${uniqueSuffix()}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    OUTBOX_POLL_MS: '200',
    // Every test books from 127.0.0.1, far more often than a visitor: the abuse tests set their own limits.
    BOOKING_LIMIT_PER_IP: '100000',
    BOOKING_LIMIT_PER_CONTACT: '100000',
    ...options.env,
  };
  const api = startProcess('api/dist/main.js', env);
  const workers = Array.from({ length: options.workers ?? 1 }, () => startProcess('workers/dist/main.js', env));
  const queues: Queue[] = [];
  try {
    // Usually 2 to 4 s; a CI machine busy with other suites has been seen to need more than 20.
    await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).status > 0, 'the api to answer', 60_000);
  } catch (error) {
    await Promise.all([api.stop(), ...workers.map((worker) => worker.stop())]);
    throw new Error(`${String(error)}\n${api.output()}`);
  }
  return {
    baseUrl,
    db,
    redisUrl,
    redisPrefix,
    api,
    workers,
    env,
    queue: (name) => {
      const queue = new Queue(name, { connection: { url: redisUrl }, prefix: redisPrefix });
      queues.push(queue);
      return queue;
    },
    stop: async () => {
      await Promise.all([api.stop(), ...workers.map((worker) => worker.stop())]);
      await Promise.all(queues.map((queue) => queue.close()));
      await deleteRedisKeys(redisUrl, redisPrefix);
      await db.drop();
    },
  };
}

export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // A Redis stopped by the test itself has nothing left to clean.
  } finally {
    redis.disconnect();
  }
}
