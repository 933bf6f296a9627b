import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { deleteCancelledReminders, unplannedVisits } from '@creneau/server';
import { ReminderJobs, type PendingReminder } from './reminder-jobs';
import { VisitReminderScheduler } from './visit-reminder-scheduler';

const BATCH = 1_000;

/**
 * Brings Redis back in line with Postgres, every few minutes: cancelled visits lose the reminders they
 * still had (rows and jobs), live future visits without any get planned (their booking job was lost),
 * and pending reminders whose job Redis does not hold (Redis emptied, a job removed) get it back.
 * Pending rows are compared with Redis a batch at a time, so a run that finds everything in place
 * writes nothing anywhere.
 */
@Injectable()
@HandlesJob('ReconcileReminders')
export class ReconcileRemindersHandler implements JobHandler<'ReconcileReminders'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
    private readonly scheduler: VisitReminderScheduler,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    const dropped = await this.dropCancelled();
    const planned = await this.planUnplanned();
    const readded = await this.addMissingJobs();
    if (dropped + planned + readded > 0) this.logger.warn({ dropped, planned, readded }, 'reminders reconciled');
    else this.logger.debug('reminders in line');
  }

  private async dropCancelled(): Promise<number> {
    const visitIds = await deleteCancelledReminders(this.dataSource, null);
    for (const visitId of visitIds) await this.jobs.removeAll(visitId);
    return visitIds.length;
  }

  private async planUnplanned(): Promise<number> {
    let planned = 0;
    for (;;) {
      const unplanned = await unplannedVisits(this.dataSource, BATCH);
      if (unplanned.length === 0) return planned;
      // As a booking's own scheduling does: plan, mirror as jobs, then the last look for a cancellation.
      const { pending, lastLook } = await this.scheduler.plan(unplanned.map((visit) => visit.id));
      await this.jobs.add(pending);
      await lastLook();
      planned += unplanned.length;
      // A visit cancelled meanwhile got no rows: stop instead of reading it again forever.
      if (pending.length === 0) return planned;
    }
  }

  private async addMissingJobs(): Promise<number> {
    let readded = 0;
    let after = { visitId: '00000000-0000-0000-0000-000000000000', kind: '' };
    for (;;) {
      const rows = await this.dataSource.query<PendingReminder[]>(
        `SELECT visit_id AS "visitId", kind, due_at AS "dueAt" FROM visit_reminders
          WHERE done_at IS NULL AND (visit_id, kind) > ($1, $2) ORDER BY visit_id, kind LIMIT ${BATCH}`,
        [after.visitId, after.kind],
      );
      if (rows.length === 0) return readded;
      const missing = await this.jobs.missing(rows);
      await this.jobs.add(missing);
      readded += missing.length;
      after = rows[rows.length - 1];
    }
  }
}
