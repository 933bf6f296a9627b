import { UNCONFIRMED_RELEASE_REASON, type JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { VisitNoticeService } from './visit-notice.service';

/**
 * The agency's live toast for a cancellation; none if the visit is gone, nor for a slot released at
 * its confirmation deadline: the unconfirmed-visit toast already said it was freed.
 */
@Injectable()
@HandlesJob('NotifyVisitCancelled')
export class NotifyVisitCancelledHandler implements JobHandler<'NotifyVisitCancelled'> {
  constructor(
    private readonly notices: VisitNoticeService,
    private readonly realtime: RealtimePublisher,
    @InjectPinoLogger('notify-visit') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['NotifyVisitCancelled']): Promise<void> {
    const notice = await this.notices.load(visitId);
    if (!notice || notice.status !== 'cancelled') {
      this.logger.info({ visitId, status: notice?.status ?? 'gone' }, 'cancellation not notified: visit gone or live');
      return;
    }
    if (notice.cancelledBy === 'system' && notice.cancelledWhy === UNCONFIRMED_RELEASE_REASON) {
      this.logger.info({ visitId }, 'cancellation not notified: the unconfirmed-visit notice told the release');
      return;
    }
    await this.realtime.notifyAgency(notice.agencyId, 'visit.cancelled', notice.data);
  }
}
