import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { GroupedCalls } from '@creneau/server';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { ReminderJobs } from './reminder-jobs';
import { VisitReminderScheduler } from './visit-reminder-scheduler';

/**
 * A booking's or a move's reminders, when the relay did not plan them itself (see ScheduleRemindersInline):
 * planned in Postgres, then added as delayed jobs, then a last look for a cancellation meanwhile.
 */
@Injectable()
@HandlesJob('ScheduleVisitReminders')
export class ScheduleVisitRemindersHandler implements JobHandler<'ScheduleVisitReminders'> {
  // The visits booked together are planned with one query each step and one addBulk (see GroupedCalls).
  private readonly batches = new GroupedCalls((visitIds: string[]) => this.scheduleAll(visitIds));

  constructor(
    private readonly scheduler: VisitReminderScheduler,
    private readonly jobs: ReminderJobs,
  ) {}

  async handle({ visitId }: JobPayloads['ScheduleVisitReminders']): Promise<void> {
    await this.batches.call(visitId);
  }

  private async scheduleAll(visitIds: string[]): Promise<void[]> {
    const { pending, lastLook } = await this.scheduler.plan(visitIds);
    await this.jobs.add(pending);
    await lastLook();
    return visitIds.map(() => undefined);
  }
}
