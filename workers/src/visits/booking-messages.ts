import { MessageBatch } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { shortLinkFor } from './short-link';
import { loadVisitContext } from './visit-context';
import { VisitMessenger } from './visit-messenger';

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
      });
      await messages.write(manager);
    });
  }
}
