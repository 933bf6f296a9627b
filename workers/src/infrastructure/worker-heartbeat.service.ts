import { recordWorkerHeartbeat, WORKER_HEARTBEAT_MS } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

/**
 * Tells the API's health check that this process works on its queues: without a recent heartbeat for a
 * queue, /api/health reports the product degraded (jobs wait there).
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('worker-heartbeat') private readonly logger: PinoLogger,
  ) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), WORKER_HEARTBEAT_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.redis.disconnect();
  }

  private async beat(): Promise<void> {
    try {
      await recordWorkerHeartbeat(this.redis, this.config.REDIS_PREFIX, this.config.QUEUES);
    } catch (error) {
      this.logger.debug({ err: error }, 'worker heartbeat not recorded');
    }
  }
}
