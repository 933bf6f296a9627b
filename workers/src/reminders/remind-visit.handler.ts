import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { VisitMessenger } from '../visits/visit-messenger';

/** Shortly before the visit: time and address, by SMS (e-mail when there is no mobile). */
@Injectable()
@HandlesJob('RemindVisit')
export class RemindVisitHandler implements JobHandler<'RemindVisit'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['RemindVisit']): Promise<void> {
    await runReminder(
      this.dataSource,
      visitId,
      'reminder',
      UNTIL_VISIT_STARTS,
      async (visit, { messages, shortCode }) => {
        if (visit.status !== 'booked' && visit.status !== 'confirmed') return `skipped_${visit.status}`;
        await this.messenger.toCandidate(messages, visit, {
          purpose: 'visit_reminder',
          key: 'reminder',
          link: this.messenger.link(`/c/${shortCode}`),
          channels: { email: false, sms: true },
        });
        return 'sent';
      },
    );
  }
}
