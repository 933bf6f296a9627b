import { resolve } from 'node:path';
import { QUEUE_NAMES } from '@creneau/contracts';
import {
  ConfigError,
  env,
  loadConfig,
  sharedEnvSchema,
  storageEnvSchema,
  twilioConfigProblems,
  twilioEnvSchema,
  type ConfigOf,
} from '@creneau/server';

export const workersEnvSchema = {
  ...sharedEnvSchema,
  // One image runs as several services: each selects the queues it processes.
  QUEUES: env.listOf(QUEUE_NAMES, [...QUEUE_NAMES]),
  WORKER_CONCURRENCY: env.int(10, 1, 500),
  // The notifications queue mostly waits on providers (an SMS or SMTP call takes 100-500 ms), so it runs
  // more jobs at once; their claims and sent marks are grouped into one statement per batch.
  NOTIFICATION_CONCURRENCY: env.int(50, 1, 500),
  // Reminders fall due together (every request to confirm of an evening at 18:00), and the jobs running at
  // once share one transaction: more at once makes fewer, larger batches (bench P8: -28 % lateness).
  REMINDER_CONCURRENCY: env.int(50, 1, 500),
  // How long a running job's lock lasts: a crashed worker's jobs run again after one to two of these.
  WORKER_LOCK_SECONDS: env.int(30, 2, 600),
  OUTBOX_RELAY: env.bool(true),
  OUTBOX_POLL_MS: env.int(1_000, 10, 60_000),
  OUTBOX_BATCH_SIZE: env.int(500, 1, 10_000),
  OUTBOX_RETENTION_DAYS: env.int(7, 1, 365),
  // How often Redis is checked against Postgres for missing reminder jobs.
  REMINDER_RECONCILE_SECONDS: env.int(300, 1, 86_400),
  // Without SMTP_URL, e-mails go to the development outbox (the messages table, readable by ops).
  SMTP_URL: env.optional(),
  MAIL_FROM: env.string('Créneau <no-reply@creneau.localhost>'),
  // Without the TWILIO_ settings, SMS go to the development outbox.
  ...twilioEnvSchema,
  // Another address for Twilio's REST API: a compatible gateway, or the tests' local peer.
  TWILIO_API_BASE: env.optional(),
  TWILIO_TIMEOUT_MS: env.int(10_000, 100, 120_000),
  // Against paid-SMS abuse: SMS per phone number and per agency over the last 24 hours.
  SMS_DAILY_QUOTA_PER_NUMBER: env.int(8, 1, 10_000),
  SMS_DAILY_QUOTA_PER_AGENCY: env.int(500, 1, 1_000_000),
  // Of those, SMS to numbers the agency never wrote to: someone rotating numbers (SMS pumping) through
  // public bookings exhausts this pool, not what its known candidates need.
  SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY: env.int(100, 1, 1_000_000),
  // Refused SMS (numbers not allowed, quotas) of one agency in 24 hours that write an alert to its audit log.
  SMS_REFUSALS_ALERT_THRESHOLD: env.int(20, 1, 1_000_000),
  // A message claimed for sending this long ago without an outcome: its worker died during the call.
  MESSAGES_STUCK_AFTER_S: env.int(300, 1, 86_400),
  // The inbound SMTP server of portal lead e-mails (issue 22): off (0) unless a port is set, so a worker
  // scaled out for one queue does not also listen for mail. Port 25 needs the capability to bind it.
  LEADS_SMTP_PORT: env.int(0, 0, 65_535),
  LEADS_SMTP_HOST: env.string('0.0.0.0'),
  // Portal lead e-mails are a few kilobytes; a listing's photos attached make a few megabytes.
  LEADS_SMTP_MAX_BYTES: env.int(10 * 1024 * 1024, 1024, 50 * 1024 * 1024),
  // PEM files: with both, the server offers STARTTLS (portals' relays prefer it); without, plain SMTP only.
  LEADS_SMTP_TLS_CERT: env.optional(),
  LEADS_SMTP_TLS_KEY: env.optional(),
  // Messages one envelope sender may have stored per hour; beyond, it is told to retry later (451).
  LEADS_PER_SENDER_PER_HOUR: env.int(200, 1, 1_000_000),
  // The API's storage: retention deletes the signed vouchers' PDFs with their visit's data.
  ...storageEnvSchema(resolve(__dirname, '../../../var/storage')),
  // Rental files (issue 21). Documents added within one window make one alert to the agent (ten uploads
  // in a row, one message), sent when the window closes; the live toast is immediate.
  DOCUMENT_ALERT_WINDOW_SECONDS: env.int(300, 1, 86_400),
  // A rental file its visitor has not touched for this long is deleted with its documents; at most the
  // visitor accounts' own limit (36 months of inactivity), which would delete it anyway.
  RENTAL_FILE_INACTIVE_MONTHS: env.int(24, 1, 36),
};

export type WorkersConfig = ConfigOf<typeof workersEnvSchema>;
export const WORKERS_CONFIG = Symbol('WORKERS_CONFIG');

export function loadWorkersConfig(source: Record<string, string | undefined> = process.env): WorkersConfig {
  const config = loadConfig(workersEnvSchema, source);
  const problems = twilioConfigProblems(config);
  if (config.TWILIO_API_BASE && !/^https?:\/\/[^/]+/.test(config.TWILIO_API_BASE)) {
    problems.push(`TWILIO_API_BASE must be an http(s) URL, got "${config.TWILIO_API_BASE}"`);
  }
  if (Boolean(config.LEADS_SMTP_TLS_CERT) !== Boolean(config.LEADS_SMTP_TLS_KEY)) {
    problems.push('LEADS_SMTP_TLS_CERT and LEADS_SMTP_TLS_KEY go together: set both, or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
