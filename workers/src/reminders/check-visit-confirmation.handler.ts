import type { JobPayloads } from '@creneau/contracts';
import { cancelVisit, lockVisit } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { VisitNoticeService } from '../visits/visit-notice.service';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { VisitMessenger } from './visit-messenger';

export const UNCONFIRMED_REASON = 'unconfirmed';

/**
 * The deadline: a visit still unconfirmed warns its agent (SMS or e-mail, and a live toast) and, when
 * the agency chose so, is cancelled so the slot can be booked again.
 */
@Injectable()
@HandlesJob('CheckVisitConfirmation')
export class CheckVisitConfirmationHandler implements JobHandler<'CheckVisitConfirmation'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
    private readonly notices: VisitNoticeService,
    private readonly realtime: RealtimePublisher,
  ) {}

  async handle({ visitId }: JobPayloads['CheckVisitConfirmation']): Promise<void> {
    const outcome = await runReminder(
      this.dataSource,
      visitId,
      'deadline',
      UNTIL_VISIT_STARTS,
      async (manager, visit) => {
        if (visit.status !== 'booked') return visit.status === 'confirmed' ? 'confirmed' : `skipped_${visit.status}`;
        const release = visit.agency.releaseUnconfirmed;
        await this.messenger.toAgent(manager, visit, 'visit_unconfirmed', {
          purpose: 'visit_unconfirmed_agent',
          key: release ? 'unconfirmedReleased' : 'unconfirmed',
        });
        if (!release) return 'unconfirmed';
        const locked = await lockVisit(manager, visit.id);
        if (locked) await cancelVisit(manager, locked, 'system', UNCONFIRMED_REASON);
        return 'released';
      },
    );
    if (outcome === 'unconfirmed' || outcome === 'released') {
      const notice = await this.notices.load(visitId);
      if (notice) await this.realtime.notifyAgency(notice.agencyId, 'visit.unconfirmed', notice.data);
    }
  }
}
