import type { RedisOptions } from 'bullmq';

/** Producers fail fast while Redis is away, so callers can roll back and retry instead of hanging. */
export function producerConnection(url: string): RedisOptions {
  return { url, enableOfflineQueue: false };
}

/** Workers block on Redis and must wait for it forever: BullMQ requires maxRetriesPerRequest null. */
export function workerConnection(url: string): RedisOptions {
  return { url, maxRetriesPerRequest: null };
}
