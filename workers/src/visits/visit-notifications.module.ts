import { Module } from '@nestjs/common';
import { NotifyVisitBookedHandler } from './notify-visit-booked.handler';
import { NotifyVisitCancelledHandler } from './notify-visit-cancelled.handler';
import { NotifyVisitUnconfirmedHandler } from './notify-visit-unconfirmed.handler';
import { VisitNoticeService } from './visit-notice.service';

// Live toasts only; e-mail and SMS to candidates and agents are the reminders' concern.
@Module({
  providers: [VisitNoticeService, NotifyVisitBookedHandler, NotifyVisitCancelledHandler, NotifyVisitUnconfirmedHandler],
  exports: [VisitNoticeService],
})
export class VisitNotificationsModule {}
