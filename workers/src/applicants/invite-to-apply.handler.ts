import type { JobPayloads } from '@creneau/contracts';
import { MessageBatch } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { shortLinkFor } from '../visits/short-link';
import { loadVisitContext } from '../visits/visit-context';
import { VisitMessenger } from '../visits/visit-messenger';

/**
 * After the visit, the agent invited the candidate to apply: their link (/c/{code}) now shows the
 * questions the listing's region allows at the application stage. Sent once per visit (send claims).
 */
@Injectable()
@HandlesJob('InviteToApply')
export class InviteToApplyHandler implements JobHandler<'InviteToApply'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
    @InjectPinoLogger('visit-messages') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['InviteToApply']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await loadVisitContext(manager, visitId);
      if (!visit || !['booked', 'confirmed', 'done'].includes(visit.status)) {
        this.logger.info({ visitId, status: visit?.status ?? 'gone' }, 'application invitation skipped');
        return;
      }
      const code = await shortLinkFor(manager, visit.id);
      const messages = new MessageBatch();
      await this.messenger.toCandidate(messages, visit, {
        purpose: 'visit_application',
        key: 'application',
        link: this.messenger.link(`/c/${code}`),
        channels: { email: true, sms: true },
        optional: true,
      });
      await messages.write(manager);
    });
  }
}
