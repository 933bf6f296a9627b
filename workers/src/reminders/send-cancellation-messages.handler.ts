import { MessageBatch } from '@creneau/server';
import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { UNCONFIRMED_REASON } from './check-visit-confirmation.handler';
import { loadVisitContext } from './visit-context';
import { VisitMessenger } from './visit-messenger';

/**
 * A cancellation warns the other side at once: the agent when the candidate cancelled, the candidate
 * when the agency did or when the slot was released for want of confirmation (the agent was warned then).
 */
@Injectable()
@HandlesJob('SendCancellationMessages')
export class SendCancellationMessagesHandler implements JobHandler<'SendCancellationMessages'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
    @InjectPinoLogger('visit-messages') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['SendCancellationMessages']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await loadVisitContext(manager, visitId);
      if (!visit || visit.status !== 'cancelled') {
        this.logger.info({ visitId, status: visit?.status ?? 'gone' }, 'cancellation messages skipped');
        return;
      }
      // Nobody needs telling about a visit already over.
      if (visit.endsAt.getTime() < Date.now()) return;
      const messages = new MessageBatch();
      if (visit.cancelledBy === 'candidate') {
        await this.messenger.toAgent(messages, visit, 'visit_cancelled', {
          purpose: 'visit_cancelled_agent',
          key: visit.cancelledWhy ? 'cancelledAgentWhy' : 'cancelledAgent',
        });
      } else {
        const released = visit.cancelledBy === 'system' && visit.cancelledWhy === UNCONFIRMED_REASON;
        await this.messenger.toCandidate(messages, visit, {
          purpose: released ? 'visit_released' : 'visit_cancelled_candidate',
          key: released ? 'released' : 'cancelledCandidate',
          channels: { email: true, sms: true },
          // The iTIP CANCEL takes the visit out of the calendar the invitation put it in.
          attachCalendar: true,
        });
      }
      await messages.write(manager);
    });
  }
}
