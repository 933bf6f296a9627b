import type { JobPayloads, VisitStatus } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { GroupedCalls } from '@creneau/server';
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
  // The visits booked together (a busy evening, a relayed batch) are planned with one query each step
  // and one addBulk (see GroupedCalls). No transaction: every step is idempotent (a plan is written once,
  // adding a job id again is a no-op), so a failed batch run again visit by visit does no harm.
  private readonly batches = new GroupedCalls((visitIds: string[]) => this.scheduleAll(visitIds));

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['ScheduleVisitReminders']): Promise<void> {
    await this.batches.call(visitId);
  }

  private async scheduleAll(visitIds: string[]): Promise<void[]> {
    const visits = await this.dataSource.query<ScheduledVisit[]>(`${SCHEDULED_VISIT} WHERE v.id = ANY($1::uuid[])`, [
      visitIds,
    ]);
    const gone = visitIds.filter((id) => !visits.some((visit) => visit.visitId === id));
    if (gone.length > 0) this.logger.info({ visitIds: gone }, 'no reminders: visit gone');
    // A move cancels the old visit without an event of its own: its reminders go here.
    const movedFrom = visits.flatMap((visit) => (visit.rescheduledFrom ? [visit.rescheduledFrom] : []));
    if (movedFrom.length > 0) {
      await deleteCancelledReminders(this.dataSource, movedFrom);
      await Promise.all(movedFrom.map((id) => this.jobs.removeAll(id)));
    }
    const live = visits.filter((visit) => visit.status === 'booked' || visit.status === 'confirmed');
    const pending = await planVisits(this.dataSource, live);
    await this.jobs.add(pending);
    // A last look: a visit cancelled or moved while its jobs were being added loses them again.
    const planned = [...new Set(pending.map((reminder) => reminder.visitId))];
    if (planned.length > 0) {
      const withdrawn = await deleteCancelledReminders(this.dataSource, planned);
      await Promise.all(withdrawn.map((id) => this.jobs.removeAll(id)));
    }
    return visitIds.map(() => undefined);
  }
}
