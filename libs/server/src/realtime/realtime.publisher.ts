import { REALTIME_CHANNEL, type RealtimeMessage } from '@creneau/contracts';
import type { Redis } from 'ioredis';

export function realtimeChannel(prefix: string): string {
  return `${prefix}:${REALTIME_CHANNEL}`;
}

/** Best effort by design: a live toast that is lost is shown on the next page load from Postgres. */
export async function publishRealtime(redis: Redis, prefix: string, message: RealtimeMessage): Promise<void> {
  await redis.publish(realtimeChannel(prefix), JSON.stringify(message));
}
