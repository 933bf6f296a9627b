import { checkRedisAtStartup } from '@creneau/server';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RedisClient } from './redis.provider';

const WAIT_FOR_REDIS_MS = 3_000;

/** The API refuses to start on a Redis older than the supported minimum (see MIN_REDIS_VERSION). */
@Injectable()
export class RedisVersionCheck implements OnApplicationBootstrap {
  constructor(
    private readonly redis: RedisClient,
    @InjectPinoLogger('redis') private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await checkRedisAtStartup(this.redis.client, WAIT_FOR_REDIS_MS, this.logger);
  }
}
