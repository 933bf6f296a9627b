// Redis keys of the benchmark live under one prefix, and each trial under a prefix of its own inside it:
// a trial starts from an empty namespace (no jobs left by the one before), and its memory can be
// counted key by key, whatever other runs sharing this Redis are doing. Prefixes stay short because a
// key's name is part of what it costs: "bench-1a2b3c4d:7" is 9 bytes longer than production's "creneau".
import { COMPLETED_JOBS_KEPT, producerConnection, workerConnection } from '@creneau/server';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';

async function scanKeys(redis, pattern, onBatch) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await onBatch(keys);
    cursor = next;
  } while (cursor !== '0');
}

async function deleteKeys(redis, prefix) {
  await scanKeys(redis, `${prefix}:*`, (keys) => redis.unlink(...keys));
}

class RedisScope {
  #closables = [];

  constructor(url, prefix, admin) {
    this.url = url;
    this.prefix = prefix;
    this.admin = admin;
  }

  /** A producer-side queue, as the api and the relay hold them: it fails fast while Redis is away. */
  async queue(name) {
    const queue = this.#track(new Queue(name, { connection: producerConnection(this.url), prefix: this.prefix }));
    await queue.waitUntilReady(); // the producer connection has no offline queue: wait before the first command
    return queue;
  }

  async queueEvents(name) {
    const events = this.#track(new QueueEvents(name, { connection: workerConnection(this.url), prefix: this.prefix }));
    await events.waitUntilReady();
    return events;
  }

  worker(name, processor, options) {
    const connection = workerConnection(this.url);
    // Completed jobs kept as the workers keep them (see COMPLETED_JOBS_KEPT).
    return this.#track(
      new Worker(name, processor, {
        connection,
        prefix: this.prefix,
        removeOnComplete: COMPLETED_JOBS_KEPT,
        ...options,
      }),
    );
  }

  /**
   * Bytes held by the keys of this scope matching `match` (a SCAN pattern after the prefix), but `except`
   * (MEMORY USAGE, SAMPLES 0 = exact for every type).
   */
  async memoryUsage(except = [], match = '*') {
    let bytes = 0;
    await scanKeys(this.admin, `${this.prefix}:${match}`, async (keys) => {
      const pipeline = this.admin.pipeline();
      for (const key of keys) if (!except.includes(key)) pipeline.memory('USAGE', key, 'SAMPLES', '0');
      for (const [error, used] of await pipeline.exec()) if (!error) bytes += Number(used ?? 0);
    });
    return bytes;
  }

  async close() {
    for (const closable of this.#closables.reverse()) await closable.close();
    await deleteKeys(this.admin, this.prefix);
  }

  #track(closable) {
    this.#closables.push(closable);
    return closable;
  }
}

export async function openRedisSpace(url, prefix) {
  const admin = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  admin.on('error', () => undefined); // failures surface as rejected commands, with a clearer message
  try {
    await admin.connect();
  } catch (error) {
    admin.disconnect();
    throw new Error(`Redis at ${url} is not reachable (${error.message}); set REDIS_URL`);
  }
  const scopes = new Set();
  let opened = 0;
  let aborted = false;
  return {
    prefix,
    /** After this, no new scope opens: an interrupted run stops writing keys before it deletes them. */
    abort() {
      aborted = true;
    },
    /** Runs fn with a fresh scope, closed and emptied afterwards even when fn throws. */
    async withScope(fn) {
      if (aborted) throw new Error('run interrupted');
      const scope = new RedisScope(url, `${prefix}:${++opened}`, admin);
      scopes.add(scope);
      try {
        return await fn(scope);
      } finally {
        scopes.delete(scope);
        await scope.close();
      }
    },
    /** Deletes every key of the run; resolves with the number still there afterwards (0 when clean). */
    async close() {
      for (const scope of scopes) await scope.close().catch(() => undefined);
      await deleteKeys(admin, prefix);
      let left = 0;
      await scanKeys(admin, `${prefix}:*`, async (keys) => void (left += keys.length));
      admin.disconnect();
      return left;
    },
  };
}
