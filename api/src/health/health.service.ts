import type { DependencyState, HealthReport } from '@creneau/contracts';
import { measureOutboxLag } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout.util';
import { RedisClient } from '../infrastructure/redis.provider';

const PROBE_TIMEOUT_MS = 1_500;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
  ) {}

  async report(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([this.probePostgres(), this.probeRedis()]);
    const outbox = postgres === 'up' ? await this.outboxLag() : { pending: -1, lagSeconds: -1 };
    return { status: postgres === 'up' && redis === 'up' ? 'ok' : 'unavailable', postgres, redis, outbox };
  }

  private async probePostgres(): Promise<DependencyState> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), PROBE_TIMEOUT_MS, 'postgres');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async probeRedis(): Promise<DependencyState> {
    try {
      await withTimeout(this.redis.client.ping(), PROBE_TIMEOUT_MS, 'redis');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async outboxLag(): Promise<HealthReport['outbox']> {
    try {
      return await withTimeout(measureOutboxLag(this.dataSource), PROBE_TIMEOUT_MS, 'outbox');
    } catch {
      return { pending: -1, lagSeconds: -1 };
    }
  }
}
