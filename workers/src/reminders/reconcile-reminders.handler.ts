import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { ReminderJobs, type PendingReminder } from './reminder-jobs';
import { PLANNABLE_VISITS, planVisits, type PlannableVisit } from './reminder-planner';

const BATCH = 1_000;

/**
 * Rebuilds Redis from Postgres: plans live future visits that have no reminders (their booking job
 * was lost) and re-adds every pending reminder as a delayed job. Deterministic job ids make the
 * re-adding a no-op for jobs Redis still holds, so this runs every few minutes.
 */
@Injectable()
@HandlesJob('ReconcileReminders')
export class ReconcileRemindersHandler implements JobHandler<'ReconcileReminders'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    let planned = 0;
    for (;;) {
      const unplanned = await this.dataSource.query<PlannableVisit[]>(
        `${PLANNABLE_VISITS}
          WHERE v.status IN ('booked', 'confirmed') AND v.starts_at > now()
            AND NOT EXISTS (SELECT 1 FROM visit_reminders r WHERE r.visit_id = v.id)
          LIMIT ${BATCH}`,
      );
      if (unplanned.length === 0) break;
      await this.dataSource.transaction((manager) => planVisits(manager, unplanned));
      planned += unplanned.length;
    }
    let readded = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.dataSource.query<{ visitId: string; kind: PendingReminder['kind']; dueAt: Date }[]>(
        `SELECT visit_id AS "visitId", kind, due_at AS "dueAt" FROM visit_reminders
          WHERE done_at IS NULL AND visit_id IN (
            SELECT DISTINCT visit_id FROM visit_reminders WHERE done_at IS NULL AND visit_id > $1
             ORDER BY visit_id LIMIT ${BATCH})
          ORDER BY visit_id`,
        [after],
      );
      if (rows.length === 0) break;
      await this.jobs.add(rows);
      readded += rows.length;
      after = rows[rows.length - 1].visitId;
    }
    this.logger.info({ planned, readded }, 'reminders reconciled');
  }
}
