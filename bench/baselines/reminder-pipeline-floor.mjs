// P8's floor pipeline: the product's shape of work in bare BullMQ with hand-written SQL and no product
// code, on the same set-up (lib/due-together.mjs). Each of the DUE reminder jobs, at the reminders
// worker's concurrency, writes its e-mail and SMS rows (queued, with the visit's short link) and marks the
// reminder done in one statement, then adds one job per message (each retried on its own); the
// notifications worker, at its concurrency, runs P7's floors on them (the claim, SMS with its opt-out and
// quotas; the instant provider; the sent mark). A reminder is sent when both its messages are.
import pg from 'pg';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { addDueTogether, completions, DUE, dueVisits, sentByVisit } from '../lib/due-together.mjs';
import { percentile } from '../lib/timer.mjs';
import { floorProcessor } from './raw-claim-and-mark.mjs';

const WRITE_MESSAGES = `WITH done AS (
    UPDATE visit_reminders SET done_at = now()
     WHERE visit_id = $1 AND kind = 'confirmation_request' AND done_at IS NULL RETURNING visit_id)
  INSERT INTO messages (agency_id, visit_id, channel, recipient, purpose, language, subject, body_text)
  SELECT v.agency_id, v.id, ch.channel, CASE ch.channel WHEN 'sms' THEN c.phone ELSE c.email END,
         'visit_confirmation_request', c.language, CASE ch.channel WHEN 'email' THEN 'Votre visite de demain' END,
         'Vous venez demain ? Confirmez ou libérez le créneau : https://creneau.example/c/' || l.code
    FROM done JOIN visits v ON v.id = done.visit_id JOIN candidates c ON c.id = v.candidate_id
    JOIN short_links l ON l.visit_id = v.id, (VALUES ('email'), ('sms')) AS ch(channel)
  RETURNING id, channel`;

export async function floorTrial(ctx) {
  const dataSource = await ctx.dataSource();
  const visitIds = await dueVisits(dataSource);
  const pool = new pg.Pool({ connectionString: ctx.database.url, max: 20 });
  try {
    return await ctx.redis.withScope(async (scope) => {
      const reminders = await scope.queue('reminders');
      const notifications = await scope.queue('notifications');
      scope.worker(
        'reminders',
        async (job) => {
          const { rows } = await pool.query({ name: 'raw-reminder', text: WRITE_MESSAGES, values: [job.data.visitId] });
          await notifications.addBulk(
            rows.map(({ id, channel }) => ({
              name: channel === 'sms' ? 'SendSms' : 'SendEmail',
              data: { messageId: id },
              opts: { ...DEFAULT_JOB_OPTIONS, jobId: `msg-${id}` },
            })),
          );
        },
        { concurrency: ctx.config.BENCH_REMINDER_CONCURRENCY },
      );
      const sender = scope.worker('notifications', floorProcessor(pool), {
        concurrency: ctx.config.BENCH_NOTIFICATION_CONCURRENCY,
      });
      const dueAt = await addDueTogether(ctx, reminders, visitIds);
      const sentAt = await completions(sender, 2 * DUE, (job) => job.data.messageId);
      const sent = await sentByVisit(dataSource, sentAt);
      if (sent.size !== DUE) throw new Error(`${sent.size} of ${DUE} reminders sent by the floor`);
      return {
        p99: percentile(
          [...sent.values()].map((at) => at - dueAt),
          99,
        ),
      };
    });
  } finally {
    await pool.end();
  }
}
