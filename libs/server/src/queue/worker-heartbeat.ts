import { QUEUE_NAMES, type QueueName } from '@creneau/contracts';
import type { Redis } from 'ioredis';

/** How often a workers process says it is alive, for each queue it works on. */
export const WORKER_HEARTBEAT_MS = 10_000;

const keyOf = (prefix: string): string => `${prefix}:workers:seen`;

/** Records that a worker of these queues is alive now: one hash, queue name -> epoch milliseconds. */
export async function recordWorkerHeartbeat(redis: Redis, prefix: string, queues: readonly QueueName[]): Promise<void> {
  const now = String(Date.now());
  await redis.hset(keyOf(prefix), Object.fromEntries(queues.map((queue) => [queue, now])));
}

/** When a worker of each queue was last seen (epoch milliseconds), null for never. */
export async function readWorkerHeartbeats(redis: Redis, prefix: string): Promise<Record<QueueName, number | null>> {
  const seen = await redis.hgetall(keyOf(prefix));
  return Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, seen[queue] ? Number(seen[queue]) : null])) as Record<
    QueueName,
    number | null
  >;
}
