import { MessageBatch } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { shortLinkFor } from './short-link';
import { answersLine, verdictLine } from '../candidates/prequalification-summary';
import { loadVisitContext, type VisitContext } from './visit-context';
import { VisitMessenger } from './visit-messenger';

type T = (key: string, values?: Record<string, string>) => string;

/** The visitor's answers and the verdict on their request, for the agent: the e-mail's paragraphs, the SMS's line. */
function prequalificationDetails(t: T, visit: VisitContext): { paragraphs: string[]; sms: string } {
  const answers = answersLine(t, visit.prequalification, visit.listing.transaction, visit.agent.language);
  const verdict = verdictLine(t, visit.prequalification, visit.agent.language, visit.agency.timeZone);
  return {
    paragraphs: [answers && t('prequalification.answers', { answers }), verdict].filter(Boolean),
    sms: answers ? t('prequalification.answersSms', { answers }) : '',
  };
}

/**
 * A booking's (or a move's) messages: the candidate's confirmation with the .ics, the agent's notice.
 * Queued in one transaction, each under its send-claim, so a job run again queues nothing twice.
 */
@Injectable()
export class BookingMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
    @InjectPinoLogger('visit-messages') private readonly logger: PinoLogger,
  ) {}

  async send(visitId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await loadVisitContext(manager, visitId);
      if (!visit || (visit.status !== 'booked' && visit.status !== 'confirmed')) {
        this.logger.info({ visitId, status: visit?.status ?? 'gone' }, 'booking messages skipped');
        return;
      }
      const moved = visit.rescheduledFrom !== null;
      const code = await shortLinkFor(manager, visit.id);
      const messages = new MessageBatch();
      await this.messenger.toCandidate(messages, visit, {
        purpose: 'visit_booked',
        key: moved ? 'moved' : 'booked',
        link: this.messenger.link(`/c/${code}`),
        channels: { email: true, sms: true },
        attachCalendar: true,
        // It answers their booking: it may go by SMS at any hour (an agent's move at night goes by e-mail).
        answersVisitor: !moved,
      });
      await this.messenger.toAgent(messages, visit, 'visit_booked', {
        purpose: 'visit_booked_agent',
        key: moved ? 'movedAgent' : 'bookedAgent',
        details: (t) => prequalificationDetails(t, visit),
      });
      await messages.write(manager);
    });
  }
}
