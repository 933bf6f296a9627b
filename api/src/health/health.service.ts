import {
  QUEUE_NAMES,
  withTimeout,
  type DependencyState,
  type HealthProblem,
  type HealthReport,
} from '@creneau/contracts';
import { measureOutboxLag, readWorkerHeartbeats } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { RedisClient } from '../infrastructure/redis.provider';

const PROBE_TIMEOUT_MS = 1_500;
const UNKNOWN_LAG = { pending: -1, lagSeconds: -1 };

const probe = <T>(promise: Promise<T>, what: string): Promise<T> =>
  withTimeout(promise, PROBE_TIMEOUT_MS, () => new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`));

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async report(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([this.probePostgres(), this.probeRedis()]);
    const [outbox, workers] = await Promise.all([
      postgres === 'up' ? this.outboxLag() : UNKNOWN_LAG,
      redis === 'up' ? this.workersSeen() : null,
    ]);
    const problems: HealthProblem[] = [];
    if (workers && this.anyStale(workers)) problems.push('workers_not_seen');
    if (outbox.lagSeconds > this.config.HEALTH_OUTBOX_LAG_SECONDS) problems.push('outbox_lag');
    const status = postgres === 'down' || redis === 'down' ? 'unavailable' : problems.length ? 'degraded' : 'ok';
    return { status, postgres, redis, outbox, workers: workers ?? this.unknownWorkers(), problems };
  }

  /** A queue without a worker seen lately; one never seen counts from the API's start, not from 1970. */
  private anyStale(workers: HealthReport['workers']): boolean {
    const limit = this.config.HEALTH_WORKERS_STALE_SECONDS;
    const sinceStart = (Date.now() - this.startedAt) / 1000;
    return Object.values(workers).some((seconds) => (seconds ?? sinceStart) > limit);
  }

  private async workersSeen(): Promise<HealthReport['workers'] | null> {
    try {
      const seen = await probe(readWorkerHeartbeats(this.redis.client, this.config.REDIS_PREFIX), 'workers');
      const secondsAgo = (at: number | null) =>
        at === null ? null : Math.max(0, Math.round((Date.now() - at) / 1000));
      return Object.fromEntries(
        Object.entries(seen).map(([queue, at]) => [queue, secondsAgo(at)]),
      ) as HealthReport['workers'];
    } catch {
      return null;
    }
  }

  private unknownWorkers(): HealthReport['workers'] {
    return Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, null])) as HealthReport['workers'];
  }

  private async probePostgres(): Promise<DependencyState> {
    try {
      await probe(this.dataSource.query('SELECT 1'), 'postgres');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async probeRedis(): Promise<DependencyState> {
    try {
      await probe(this.redis.client.ping(), 'redis');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async outboxLag(): Promise<HealthReport['outbox']> {
    try {
      return await probe(measureOutboxLag(this.dataSource), 'outbox');
    } catch {
      return UNKNOWN_LAG;
    }
  }
}
