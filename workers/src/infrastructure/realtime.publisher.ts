import type { RealtimeNotifications, RealtimeNotificationType } from '@creneau/contracts';
import { publishRealtime } from '@creneau/server';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

/** Publishes the agents' live notifications on the Redis channel the API fans out over SSE. */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(WORKERS_CONFIG) private readonly config: WorkersConfig) {
    // Few retries: a toast is best effort, the job must not hang on a Redis outage.
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // Reconnection is automatic; a failed publish fails its job, which BullMQ retries.
    this.redis.on('error', () => undefined);
  }

  async notifyAgency<T extends RealtimeNotificationType>(
    agencyId: string,
    type: T,
    data: RealtimeNotifications[T],
  ): Promise<void> {
    await publishRealtime(this.redis, this.config.REDIS_PREFIX, { agencyId, type, data });
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
