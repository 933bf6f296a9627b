import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { ReminderJobs } from './reminder-jobs';
import { PLANNABLE_VISITS, planVisits, type PlannableVisit } from './reminder-planner';

/** On booking (or a move): plan the visit's reminders in Postgres, then mirror them as delayed jobs. */
@Injectable()
@HandlesJob('ScheduleVisitReminders')
export class ScheduleVisitRemindersHandler implements JobHandler<'ScheduleVisitReminders'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['ScheduleVisitReminders']): Promise<void> {
    // No transaction: each statement stands alone (the plan is written once, the old visit's rows go
    // whatever happens next), and two round trips keep scheduling close to raw BullMQ (bench P5).
    const [visit] = await this.dataSource.query<(PlannableVisit & { rescheduledFrom: string | null })[]>(
      `${PLANNABLE_VISITS.replace('SELECT', 'SELECT v.rescheduled_from AS "rescheduledFrom",')}
        WHERE v.id = $1 AND v.status IN ('booked', 'confirmed')`,
      [visitId],
    );
    // A move cancels the old visit without an event of its own: its reminders go here.
    const movedFrom = visit?.rescheduledFrom ?? null;
    if (movedFrom) {
      await this.dataSource.query(`DELETE FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL`, [movedFrom]);
    }
    const pending = visit ? await planVisits(this.dataSource, [visit]) : [];
    if (movedFrom) await this.jobs.removeAll(movedFrom);
    if (pending.length === 0) {
      this.logger.info({ visitId }, 'no reminders: visit gone or no longer live');
      return;
    }
    await this.jobs.add(pending);
  }
}
