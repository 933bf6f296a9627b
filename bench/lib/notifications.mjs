// The notification workers as the figures run them (P7, P8): the product's SendSms and SendEmail handlers
// with providers that answer at once, and what they need around them.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { EmailClaims } from '../../workers/dist/notifications/email-claims.js';
import { SendEmailHandler } from '../../workers/dist/notifications/send-email.handler.js';
import { SendSmsHandler } from '../../workers/dist/notifications/send-sms.handler.js';
import { SmsClaimService } from '../../workers/dist/notifications/sms-claim.service.js';
import { now, withTimeout } from './timer.mjs';
import { mobileBlock, quietLogger } from './visits.mjs';

/**
 * The workers' settings these classes read, at their defaults but for the agency quotas a figure may raise: the
 * pool for numbers an agency never wrote to is as large as its daily quota, so a run's new numbers (all of
 * them) are counted against it, and none refused.
 */
export function workersConfig({ agencyQuota = 500 } = {}) {
  return {
    PUBLIC_URL: 'http://localhost:3000',
    SMS_DAILY_QUOTA_PER_NUMBER: 8,
    SMS_DAILY_QUOTA_PER_AGENCY: agencyQuota,
    SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY: agencyQuota,
    SMS_REFUSALS_ALERT_THRESHOLD: 20,
  };
}

/** The providers both the product and P7's floors call: a client that answers at once. */
export const instantEmail = { provider: 'bench', send: async () => ({ providerId: randomUUID() }) };
export const instantSms = {
  provider: 'bench',
  send: async () => ({ providerId: `SM${randomUUID().replaceAll('-', '')}`, segments: 1 }),
};

/** One context for every job: a first attempt, as nearly all are. */
const FIRST_ATTEMPT = { jobId: '', attemptsMade: 0, isFinalAttempt: false };

/** A processor for the notifications queue: SendSms and SendEmail through the product's handlers. */
export function notificationProcessor(ctx, dataSource, config = workersConfig()) {
  const logger = quietLogger(ctx);
  const sms = new SendSmsHandler(dataSource, new SmsClaimService(dataSource, config), instantSms, logger);
  const email = new SendEmailHandler(dataSource, new EmailClaims(dataSource), instantEmail, logger);
  return (job) => {
    if (job.name === 'SendSms') return sms.handle(job.data, FIRST_ATTEMPT);
    if (job.name === 'SendEmail') return email.handle(job.data, FIRST_ATTEMPT);
    return undefined;
  };
}

/** `count` queued e-mails, each to its own address. */
export async function insertQueuedEmails(dataSource, count) {
  const rows = await dataSource.query(
    `INSERT INTO messages (channel, recipient, purpose, language, subject, body_text)
     SELECT 'email', 'c' || i || '@bench.test', 'bench', 'fr', 'Votre visite', 'Bonjour' FROM generate_series(1, $1) i
     RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * `count` queued SMS to numbers of their own, spread over agencies of 400 each: every claim runs the
 * opt-out check and both daily quotas (per number, per agency) as in production, and none is refused.
 */
export async function insertQueuedSms(dataSource, count) {
  const tag = randomUUID().slice(0, 8);
  const agencies = await dataSource.query(
    `INSERT INTO agencies (name, slug, country, time_zone)
     SELECT 'Bench ' || $1 || '-' || a, 'bench-' || $1 || '-' || a, 'FR', 'Europe/Paris' FROM generate_series(1, $2) a
     RETURNING id`,
    [tag, Math.ceil(count / 400)],
  );
  const rows = await dataSource.query(
    `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text)
     SELECT ($2::uuid[])[1 + i % cardinality($2::uuid[])], 'sms', '+33' || ($3::bigint + i), 'visit_reminder', 'fr',
            'Rappel : votre visite demain à 18 h, 12 rue des Lilas. Empêchement ? https://creneau.example/c/AbCdEfGhJk'
       FROM generate_series(1, $1) i
     RETURNING id`,
    [count, agencies.map((agency) => agency.id), mobileBlock(count)],
  );
  return rows.map((row) => row.id);
}

/** Queues one job per message, then drains them with `processor` at the workers' concurrency; messages per second. */
export async function drainMessages(ctx, scope, jobName, messageIds, processor) {
  const { BENCH_BATCH: batch, BENCH_NOTIFICATION_CONCURRENCY: concurrency } = ctx.config;
  const queue = await scope.queue('notifications');
  for (let i = 0; i < messageIds.length; i += batch) {
    await queue.addBulk(
      messageIds.slice(i, i + batch).map((messageId) => ({
        name: jobName,
        data: { messageId },
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: `msg-${messageId}` },
      })),
    );
  }
  const worker = scope.worker('notifications', processor, { concurrency, autorun: false });
  let completed = 0;
  const finished = new Promise((resolve, reject) => {
    worker.on('completed', () => (completed += 1) === messageIds.length && resolve(now()));
    worker.on('failed', (_job, error) => reject(error));
  });
  await worker.waitUntilReady();
  const started = now();
  void worker.run();
  const ended = await withTimeout(finished, 60_000 + messageIds.length * 10, `the ${jobName} worker`);
  return messageIds.length / ((ended - started) / 1000);
}

/** Fails the trial unless every message is marked sent: a fast worker that sends nothing measures nothing. */
export async function assertAllSent(dataSource, messageIds) {
  const [{ sent }] = await dataSource.query(
    `SELECT count(*)::int AS sent FROM messages WHERE id = ANY($1::uuid[]) AND status = 'sent'`,
    [messageIds],
  );
  if (sent !== messageIds.length) throw new Error(`${sent} of ${messageIds.length} messages marked sent`);
}
