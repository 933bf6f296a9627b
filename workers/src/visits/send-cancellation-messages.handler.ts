import { MessageBatch } from '@creneau/server';
import { UNCONFIRMED_RELEASE_REASON, type JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { shortLinkFor } from './short-link';
import { loadVisitContext, type VisitContext } from './visit-context';
import { VisitMessenger } from './visit-messenger';

/** Which message tells the visitor of their cancelled visit. */
function candidateKey(visit: VisitContext): {
  purpose: 'visit_released' | 'visit_cancelled_candidate' | 'visit_cancelled_visitor';
  key: string;
} {
  if (visit.cancelledBy === 'candidate') return { purpose: 'visit_cancelled_visitor', key: 'cancelledByVisitor' };
  if (visit.cancelledBy === 'system' && visit.cancelledWhy === UNCONFIRMED_RELEASE_REASON) {
    return { purpose: 'visit_released', key: 'released' };
  }
  return {
    purpose: 'visit_cancelled_candidate',
    key: visit.cancelledWhy ? 'cancelledCandidateWhy' : 'cancelledCandidate',
  };
}

/**
 * A cancellation warns the other side at once: the agent when the candidate cancelled, the candidate
 * when the agency did or when the slot was released for want of confirmation (the agent was warned then).
 * The visitor who cancelled gets a confirmation too. Each message to the visitor names the listing and
 * its address and leads somewhere: a link to book another slot (the e-mail's button goes to the
 * listing's booking page, the SMS's short link to the visit's page, which offers it).
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
      }
      const code = await shortLinkFor(manager, visit.id);
      const { purpose, key } = candidateKey(visit);
      await this.messenger.toCandidate(messages, visit, {
        purpose,
        key,
        link: this.messenger.link(`/book/${visit.listing.id}`),
        smsLink: this.messenger.link(`/c/${code}`),
        channels: { email: true, sms: true },
        // The visitor's own cancellation answers what they just did; the agency's waits for waking hours.
        answersVisitor: visit.cancelledBy === 'candidate',
        // The iTIP CANCEL takes the visit out of the calendar the invitation put it in.
        attachCalendar: true,
      });
      await messages.write(manager);
    });
  }
}
