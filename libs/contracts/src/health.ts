import type { QueueName } from './queues';

export type DependencyState = 'up' | 'down';

/** Why the product is degraded: the API serves, but what it queued waits. */
export type HealthProblem = 'workers_not_seen' | 'outbox_lag';

export interface HealthReport {
  /**
   * ok; degraded: the API serves but something behind it lags (answered 200, so a load balancer keeps
   * the replica); unavailable: Postgres or Redis is down (503).
   */
  status: 'ok' | 'degraded' | 'unavailable';
  postgres: DependencyState;
  redis: DependencyState;
  outbox: { pending: number; lagSeconds: number };
  /** Seconds since a worker of each queue was last seen; null when none has been since Redis was emptied. */
  workers: Record<QueueName, number | null>;
  problems: HealthProblem[];
}
