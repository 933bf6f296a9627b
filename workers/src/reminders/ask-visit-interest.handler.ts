import { WITHDRAWN_VISIT_STATUSES, type JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, NEVER_TOO_LATE } from './reminder-runner';
import { VisitMessenger } from '../visits/visit-messenger';

/** After the visit: "still interested?", one tap on /i/{code}. Not asked after a no-show or a cancellation. */
@Injectable()
@HandlesJob('AskVisitInterest')
export class AskVisitInterestHandler implements JobHandler<'AskVisitInterest'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['AskVisitInterest']): Promise<void> {
    await runReminder(this.dataSource, visitId, 'interest', NEVER_TOO_LATE, async (visit, { messages, shortCode }) => {
      if (visit.status === 'no_show' || WITHDRAWN_VISIT_STATUSES.includes(visit.status))
        return `skipped_${visit.status}`;
      if (visit.interested !== null) return 'already_answered';
      await this.messenger.toCandidate(messages, visit, {
        purpose: 'visit_interest',
        key: 'interest',
        link: this.messenger.link(`/i/${shortCode}`),
        channels: { email: true, sms: true },
        optional: true,
      });
      return 'sent';
    });
  }
}
