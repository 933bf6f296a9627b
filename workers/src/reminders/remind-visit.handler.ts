import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { shortLinkFor } from './short-link';
import { VisitMessenger } from './visit-messenger';

/** Shortly before the visit: time and address, by SMS (e-mail when there is no mobile). */
@Injectable()
@HandlesJob('RemindVisit')
export class RemindVisitHandler implements JobHandler<'RemindVisit'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['RemindVisit']): Promise<void> {
    await runReminder(this.dataSource, visitId, 'reminder', UNTIL_VISIT_STARTS, async (manager, visit) => {
      if (visit.status !== 'booked' && visit.status !== 'confirmed') return `skipped_${visit.status}`;
      const code = await shortLinkFor(manager, visit.id);
      await this.messenger.toCandidate(manager, visit, {
        purpose: 'visit_reminder',
        key: 'reminder',
        link: this.messenger.link(`/c/${code}`),
        channels: { email: false, sms: true },
      });
      return 'sent';
    });
  }
}
