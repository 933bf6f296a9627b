import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { VisitNoticeService } from './visit-notice.service';

/**
 * The agency's live toast for a visit still unconfirmed at its deadline, saying whether its slot was
 * released. Relayed from the outbox, so a failed publish is retried instead of lost.
 */
@Injectable()
@HandlesJob('NotifyVisitUnconfirmed')
export class NotifyVisitUnconfirmedHandler implements JobHandler<'NotifyVisitUnconfirmed'> {
  constructor(
    private readonly notices: VisitNoticeService,
    private readonly realtime: RealtimePublisher,
    @InjectPinoLogger('notify-visit') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId, released }: JobPayloads['NotifyVisitUnconfirmed']): Promise<void> {
    const notice = await this.notices.load(visitId);
    // Released: the deadline cancelled it. Kept: confirmed or handled since, there is nothing to warn about.
    const expected = released ? 'cancelled' : 'booked';
    if (!notice || notice.status !== expected) {
      this.logger.info({ visitId, status: notice?.status ?? 'gone' }, 'unconfirmed visit not notified: it moved on');
      return;
    }
    await this.realtime.notifyAgency(notice.agencyId, 'visit.unconfirmed', { ...notice.data, released });
  }
}
