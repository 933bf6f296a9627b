import { Module } from '@nestjs/common';
import { VisitNotificationsModule } from '../visits/visit-notifications.module';
import { ApplySmsReplyHandler } from './apply-sms-reply.handler';
import { AskVisitInterestHandler } from './ask-visit-interest.handler';
import { BookingMessages } from './booking-messages';
import { CancelVisitRemindersHandler } from './cancel-visit-reminders.handler';
import { CheckVisitConfirmationHandler } from './check-visit-confirmation.handler';
import { InviteToApplyHandler } from './invite-to-apply.handler';
import { NotifyVisitBookedHandler } from './notify-visit-booked.handler';
import { ReconcileRemindersHandler } from './reconcile-reminders.handler';
import { ReminderJobs } from './reminder-jobs';
import { RemindersScheduler } from './reminders.scheduler';
import { RemindVisitHandler } from './remind-visit.handler';
import { NudgeVisitConfirmationHandler, RequestVisitConfirmationHandler } from './request-visit-confirmation.handler';
import { ScheduleRemindersInline } from './schedule-reminders.inline';
import { ScheduleVisitRemindersHandler } from './schedule-visit-reminders.handler';
import { SendBookingMessagesHandler } from './send-booking-messages.handler';
import { SendCancellationMessagesHandler } from './send-cancellation-messages.handler';
import { SendOwnerReportsHandler } from './send-owner-reports.handler';
import { VisitMessenger } from './visit-messenger';
import { VisitReminderScheduler } from './visit-reminder-scheduler';

// Messages about visits and the reminders that cut no-shows: decided here, sent by the notifications transport.
@Module({
  imports: [VisitNotificationsModule],
  providers: [
    VisitMessenger,
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
    InviteToApplyHandler,
    BookingMessages,
    NotifyVisitBookedHandler,
    SendBookingMessagesHandler,
    SendCancellationMessagesHandler,
    SendOwnerReportsHandler,
    ApplySmsReplyHandler,
  ],
  // The outbox relay plans reminders itself (see ScheduleRemindersInline).
  exports: [ScheduleRemindersInline],
})
export class RemindersModule {}
