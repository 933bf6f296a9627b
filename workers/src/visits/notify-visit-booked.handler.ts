import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { VisitNoticeService } from './visit-notice.service';

/** The agency's live toast for a new booking; none once the visit is gone, cancelled or already moved. */
@Injectable()
@HandlesJob('NotifyVisitBooked')
export class NotifyVisitBookedHandler implements JobHandler<'NotifyVisitBooked'> {
  constructor(
    private readonly notices: VisitNoticeService,
    private readonly realtime: RealtimePublisher,
    @InjectPinoLogger('notify-visit') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['NotifyVisitBooked']): Promise<void> {
    const notice = await this.notices.load(visitId);
    if (!notice || notice.status === 'cancelled' || notice.status === 'rescheduled') {
      this.logger.info({ visitId, status: notice?.status ?? 'gone' }, 'booking not notified: visit gone or cancelled');
      return;
    }
    await this.realtime.notifyAgency(notice.agencyId, 'visit.booked', notice.data);
  }
}
