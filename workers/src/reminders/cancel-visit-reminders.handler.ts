import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
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
    await this.dataSource.query(
      `DELETE FROM visit_reminders r USING visits v
        WHERE r.visit_id = $1 AND v.id = r.visit_id AND v.status = 'cancelled' AND r.done_at IS NULL`,
      [visitId],
    );
    await this.jobs.removeAll(visitId);
  }
}
