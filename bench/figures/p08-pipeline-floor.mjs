// P8's floor: the product's pipeline in bare BullMQ, with no product code. Each of the DUE reminder jobs
// adds its e-mail and SMS jobs (one job per message, so each is retried on its own), every processor a
// no-op, at the workers' concurrencies; a reminder is sent when both its jobs are done. Against the same
// raw drain as P8. Not the product: when this floor is above P8's target on a machine, no handler code
// can meet the target there with this shape of work.
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { percentile } from '../lib/timer.mjs';
import { addDueTogether, againstRawDrain, completions, DUE, TARGET_RATIO } from './p08-reminders-due-together.mjs';

async function floorTrial(ctx) {
  const visitIds = Array.from({ length: DUE }, () => randomUUID());
  return ctx.redis.withScope(async (scope) => {
    const reminders = await scope.queue('reminders');
    const notifications = await scope.queue('notifications');
    const dueAt = await addDueTogether(ctx, reminders, visitIds);
    const messageJob = (visitId, name) => ({
      name,
      data: { visitId },
      opts: { ...DEFAULT_JOB_OPTIONS, jobId: `${name}-${visitId}` },
    });
    scope.worker(
      'reminders',
      (job) =>
        notifications.addBulk([messageJob(job.data.visitId, 'SendSms'), messageJob(job.data.visitId, 'SendEmail')]),
      { concurrency: ctx.config.BENCH_REMINDER_CONCURRENCY },
    );
    const sender = scope.worker('notifications', async () => undefined, {
      concurrency: ctx.config.BENCH_NOTIFICATION_CONCURRENCY,
    });
    const sentAt = await completions(sender, 2 * DUE, (job) => job.id);
    const byVisit = new Map();
    for (const [jobId, at] of sentAt) {
      const visitId = jobId.slice(jobId.indexOf('-') + 1);
      byVisit.set(visitId, Math.max(byVisit.get(visitId) ?? 0, at));
    }
    return {
      p99: percentile(
        [...byVisit.values()].map((at) => at - dueAt),
        99,
      ),
    };
  });
}

export default againstRawDrain({
  what: 'floor: the same pipeline in bare BullMQ',
  trial: floorTrial,
  // A reference, not a verdict on the product: whether the target is within reach here at all.
  verdict: (value) => (value <= TARGET_RATIO ? 'reachable' : 'out of reach here'),
});
