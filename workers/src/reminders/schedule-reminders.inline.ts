import type { JobPayloads } from '@creneau/contracts';
import type { InlineJob, InlineWork } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { ReminderJobs } from './reminder-jobs';
import { VisitReminderScheduler } from './visit-reminder-scheduler';

/**
 * ScheduleVisitReminders done by the outbox relay for a whole batch of bookings: the plan is committed
 * before the relay adds the batch's jobs, the reminders' delayed jobs go in the same addBulk, and the
 * last look runs once they are in Redis. Saves a job per booking; if planning fails, the relay enqueues
 * ScheduleVisitReminders instead and its handler does the same work.
 */
@Injectable()
export class ScheduleRemindersInline implements InlineJob<'ScheduleVisitReminders'> {
  readonly job = 'ScheduleVisitReminders';

  constructor(
    private readonly scheduler: VisitReminderScheduler,
    private readonly jobs: ReminderJobs,
  ) {}

  async prepare(payloads: readonly JobPayloads['ScheduleVisitReminders'][]): Promise<InlineWork> {
    const { pending, lastLook } = await this.scheduler.plan([...new Set(payloads.map((payload) => payload.visitId))]);
    return { jobs: this.jobs.requests(pending), afterEnqueue: lastLook };
  }
}
