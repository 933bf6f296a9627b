import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../config/api.config';

/**
 * The API's own Redis client: health pings, realtime publish, rate limits. Commands fail fast while
 * Redis is away (no offline queue) so a request never hangs on it; bookings only need Postgres.
 */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.client = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      lazyConnect: false,
    });
    // Reconnection is automatic; errors are reported by the health check, not thrown at random.
    this.client.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.client.disconnect();
  }
}
