export type DependencyState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  postgres: DependencyState;
  redis: DependencyState;
  outbox: { pending: number; lagSeconds: number };
}
