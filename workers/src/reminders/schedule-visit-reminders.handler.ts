import { WITHDRAWN_VISIT_STATUSES, type JobPayloads, type VisitStatus } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { deleteCancelledReminders } from './cancelled-reminders';
import { ReminderJobs } from './reminder-jobs';
import { PLANNABLE_VISITS, planVisits, type PlannableVisit } from './reminder-planner';

type ScheduledVisit = PlannableVisit & { status: VisitStatus; rescheduledFrom: string | null };

const SCHEDULED_VISIT = PLANNABLE_VISITS.replace('SELECT', 'SELECT v.status, v.rescheduled_from AS "rescheduledFrom",');

/**
 * On booking (or a move): plan the visit's reminders in Postgres, then mirror them as delayed jobs.
 * A cancellation can land at any point in between: planVisits writes rows only for a visit still live
 * (locked while it writes), and once the jobs are in Redis a last look removes them again if the visit
 * was cancelled or moved meanwhile (its CancelVisitReminders may have run before they were added).
 */
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
    // whatever happens next), and few round trips keep scheduling close to raw BullMQ (bench P5).
    const [visit] = await this.dataSource.query<ScheduledVisit[]>(`${SCHEDULED_VISIT} WHERE v.id = $1`, [visitId]);
    if (!visit) return this.logger.info({ visitId }, 'no reminders: visit gone');
    // A move cancels the old visit without an event of its own: its reminders go here.
    const movedFrom = visit.rescheduledFrom;
    if (movedFrom) {
      await deleteCancelledReminders(this.dataSource, [movedFrom]);
      await this.jobs.removeAll(movedFrom);
    }
    const live = visit.status === 'booked' || visit.status === 'confirmed';
    const pending = live ? await planVisits(this.dataSource, [visit]) : [];
    if (pending.length === 0) return this.logger.info({ visitId }, 'no reminders: visit no longer live');
    await this.jobs.add(pending);
    const [now] = await this.dataSource.query<{ status: VisitStatus }[]>(`SELECT status FROM visits WHERE id = $1`, [
      visitId,
    ]);
    if (!now || !WITHDRAWN_VISIT_STATUSES.includes(now.status)) return;
    await deleteCancelledReminders(this.dataSource, [visitId]);
    await this.jobs.removeAll(visitId);
  }
}
