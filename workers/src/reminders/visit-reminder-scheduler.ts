import { deleteCancelledReminders, planVisits, withdrawnAmong } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { ReminderJobs, type PendingReminder } from './reminder-jobs';

export interface ScheduledReminders {
  /** Planned and committed: the delayed jobs to add. */
  pending: PendingReminder[];
  /** Once the jobs are in Redis: a visit cancelled or moved meanwhile loses them again. */
  lastLook(): Promise<void>;
}

/**
 * On booking (or a move): plan the visits' reminders in Postgres; the caller then mirrors them as
 * delayed jobs and takes the last look. A cancellation can land at any point in between: planVisits
 * writes rows only for a visit still live (locked while it writes), and the last look removes the jobs
 * again if the visit was cancelled or moved meanwhile (its CancelVisitReminders may have run before
 * they were added). No transaction: every step is idempotent (a plan is written once, adding a job id
 * again is a no-op), so a failed run done again does no harm. The rows must be committed before the
 * jobs exist: a reminder due at once runs as soon as it is added, and skips when it finds no row.
 */
@Injectable()
export class VisitReminderScheduler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ReminderJobs,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  async plan(visitIds: readonly string[]): Promise<ScheduledReminders> {
    const { pending, movedFrom } = await planVisits(this.dataSource, visitIds);
    await Promise.all(movedFrom.map((id) => this.jobs.removeAll(id)));
    const planned = new Set(pending.map((reminder) => reminder.visitId));
    const without = visitIds.filter((id) => !planned.has(id));
    if (without.length > 0)
      this.logger.info({ visitIds: without }, 'no pending reminders: visit withdrawn, gone or all sent');
    return {
      pending,
      // By the visits, not by the rows deleted now: when CancelVisitReminders ran before the jobs were added,
      // the rows are already gone and the jobs still have to go. Almost always a read that finds none.
      lastLook: async () => {
        if (planned.size === 0) return;
        const withdrawn = await withdrawnAmong(this.dataSource, [...planned]);
        if (withdrawn.length === 0) return;
        await deleteCancelledReminders(this.dataSource, withdrawn);
        await Promise.all(withdrawn.map((id) => this.jobs.removeAll(id)));
      },
    };
  }
}
