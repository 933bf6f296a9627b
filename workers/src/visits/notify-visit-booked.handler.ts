import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { VisitNoticeService } from './visit-notice.service';
import { BookingMessages } from './booking-messages';

/**
 * Everyone told of a new booking, in one job: the candidate's confirmation and the agent's notice are
 * queued first (claimed, so a retry queues nothing twice), then the agency's live toast. Nothing once
 * the visit is gone, cancelled or already moved.
 */
@Injectable()
@HandlesJob('NotifyVisitBooked')
export class NotifyVisitBookedHandler implements JobHandler<'NotifyVisitBooked'> {
  constructor(
    private readonly messages: BookingMessages,
    private readonly notices: VisitNoticeService,
    private readonly realtime: RealtimePublisher,
    @InjectPinoLogger('notify-visit') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['NotifyVisitBooked']): Promise<void> {
    await this.messages.send(visitId);
    const notice = await this.notices.load(visitId);
    if (!notice || notice.status === 'cancelled' || notice.status === 'rescheduled') {
      this.logger.info({ visitId, status: notice?.status ?? 'gone' }, 'booking not notified: visit gone or cancelled');
      return;
    }
    await this.realtime.notifyAgency(notice.agencyId, 'visit.booked', notice.data);
  }
}
