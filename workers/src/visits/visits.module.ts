import { Module } from '@nestjs/common';
import { ApplySmsReplyHandler } from './apply-sms-reply.handler';
import { BookingMessages } from './booking-messages';
import { NotifyVisitBookedHandler } from './notify-visit-booked.handler';
import { NotifyVisitCancelledHandler } from './notify-visit-cancelled.handler';
import { NotifyVisitUnconfirmedHandler } from './notify-visit-unconfirmed.handler';
import { SendBookingMessagesHandler } from './send-booking-messages.handler';
import { SendCancellationMessagesHandler } from './send-cancellation-messages.handler';
import { VisitMessenger } from './visit-messenger';
import { VisitNoticeService } from './visit-notice.service';

// What a visit's events set off: the agents' live toasts, the messages of a booking and of a cancellation
// (decided and written here, sent by the notifications transports), and the visitor's SMS answers. A
// booking's toast goes with its messages, in one job (NotifyVisitBooked): a job less per booking.
@Module({
  providers: [
    VisitNoticeService,
    VisitMessenger,
    BookingMessages,
    NotifyVisitBookedHandler,
    NotifyVisitCancelledHandler,
    NotifyVisitUnconfirmedHandler,
    SendBookingMessagesHandler,
    SendCancellationMessagesHandler,
    ApplySmsReplyHandler,
  ],
  // Reminders and the applicants' invitation write about visits with the same messenger.
  exports: [VisitMessenger],
})
export class VisitsModule {}
