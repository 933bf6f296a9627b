import { Module } from '@nestjs/common';
import { NotifyVisitCancelledHandler } from './notify-visit-cancelled.handler';
import { NotifyVisitUnconfirmedHandler } from './notify-visit-unconfirmed.handler';
import { VisitNoticeService } from './visit-notice.service';

// Live toasts only; e-mail and SMS to candidates and agents are the reminders' concern. A booking's toast
// goes with its messages, in one job (NotifyVisitBooked, in reminders): a job less per booking.
@Module({
  providers: [VisitNoticeService, NotifyVisitCancelledHandler, NotifyVisitUnconfirmedHandler],
  exports: [VisitNoticeService],
})
export class VisitNotificationsModule {}
