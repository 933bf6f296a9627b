import { QUEUE_NAMES } from '@creneau/contracts';
import { env, loadConfig, sharedEnvSchema, type ConfigOf } from '@creneau/server';

export const workersEnvSchema = {
  ...sharedEnvSchema,
  // One image runs as several services: each selects the queues it processes.
  QUEUES: env.listOf(QUEUE_NAMES, [...QUEUE_NAMES]),
  WORKER_CONCURRENCY: env.int(10, 1, 500),
  OUTBOX_RELAY: env.bool(true),
  OUTBOX_POLL_MS: env.int(1_000, 10, 60_000),
  OUTBOX_BATCH_SIZE: env.int(500, 1, 10_000),
  OUTBOX_RETENTION_DAYS: env.int(7, 1, 365),
  // Without SMTP_URL, e-mails go to the development outbox (the messages table, readable by ops).
  SMTP_URL: env.optional(),
  MAIL_FROM: env.string('Créneau <no-reply@creneau.localhost>'),
};

export type WorkersConfig = ConfigOf<typeof workersEnvSchema>;
export const WORKERS_CONFIG = Symbol('WORKERS_CONFIG');

export function loadWorkersConfig(source: Record<string, string | undefined> = process.env): WorkersConfig {
  return loadConfig(workersEnvSchema, source);
}
