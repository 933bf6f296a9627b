import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { deleteCancelledReminders } from '@creneau/server';
import { ReminderJobs } from './reminder-jobs';

/** A cancelled visit keeps no reminder, neither in Postgres nor in Redis. */
@Injectable()
@HandlesJob('CancelVisitReminders')
export class CancelVisitRemindersHandler implements JobHandler<'CancelVisitReminders'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
  ) {}

  async handle({ visitId }: JobPayloads['CancelVisitReminders']): Promise<void> {
    await deleteCancelledReminders(this.dataSource, [visitId]);
    // Whatever the rows said: a job added by a scheduling that raced the cancellation goes too.
    await this.jobs.removeAll(visitId);
  }
}
