import { Module } from '@nestjs/common';
import { VisitsModule } from '../visits/visits.module';
import { AskVisitInterestHandler } from './ask-visit-interest.handler';
import { CancelVisitRemindersHandler } from './cancel-visit-reminders.handler';
import { CheckVisitConfirmationHandler } from './check-visit-confirmation.handler';
import { ReconcileRemindersHandler } from './reconcile-reminders.handler';
import { ReminderJobs } from './reminder-jobs';
import { RemindersScheduler } from './reminders.scheduler';
import { RemindVisitHandler } from './remind-visit.handler';
import { NudgeVisitConfirmationHandler, RequestVisitConfirmationHandler } from './request-visit-confirmation.handler';
import { ScheduleRemindersInline } from './schedule-reminders.inline';
import { ScheduleVisitRemindersHandler } from './schedule-visit-reminders.handler';
import { VisitReminderScheduler } from './visit-reminder-scheduler';

// The reminders that cut no-shows (visit_reminders and their delayed jobs): planned, run when due,
// written by the visits' messenger and sent by the notifications transports.
@Module({
  imports: [VisitsModule],
  providers: [
    ReminderJobs,
    RemindersScheduler,
    VisitReminderScheduler,
    ScheduleRemindersInline,
    ScheduleVisitRemindersHandler,
    CancelVisitRemindersHandler,
    ReconcileRemindersHandler,
    RequestVisitConfirmationHandler,
    NudgeVisitConfirmationHandler,
    RemindVisitHandler,
    CheckVisitConfirmationHandler,
    AskVisitInterestHandler,
  ],
  // The outbox relay plans reminders itself (see ScheduleRemindersInline).
  exports: [ScheduleRemindersInline],
})
export class RemindersModule {}
