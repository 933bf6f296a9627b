import { checkRedisAtStartup } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

const WAIT_FOR_REDIS_MS = 3_000;

/** The workers refuse to start on a Redis older than the supported minimum (see MIN_REDIS_VERSION). */
@Injectable()
export class RedisVersionCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(WORKERS_CONFIG) config: WorkersConfig,
    @InjectPinoLogger('redis') private readonly logger: PinoLogger,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  async onApplicationBootstrap(): Promise<void> {
    await checkRedisAtStartup(this.redis, WAIT_FOR_REDIS_MS, this.logger);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
