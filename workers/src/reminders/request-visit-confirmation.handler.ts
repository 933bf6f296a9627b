import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { VisitMessenger } from './visit-messenger';

/** The evening before: "will you come?", answered by the short link or by SMS (OUI/NON). */
@Injectable()
@HandlesJob('RequestVisitConfirmation')
export class RequestVisitConfirmationHandler implements JobHandler<'RequestVisitConfirmation'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['RequestVisitConfirmation']): Promise<void> {
    await runReminder(
      this.dataSource,
      visitId,
      'confirmation_request',
      UNTIL_VISIT_STARTS,
      async (visit, { messages, shortCode }) => {
        if (visit.status === 'confirmed') return 'already_confirmed';
        if (visit.status !== 'booked') return `skipped_${visit.status}`;
        await this.messenger.toCandidate(messages, visit, {
          purpose: 'visit_confirmation_request',
          key: 'confirmationRequest',
          link: this.messenger.link(`/c/${shortCode}`),
          channels: { email: true, sms: true },
        });
        return 'sent';
      },
    );
  }
}
