import { CANDIDATE_STATUS_NAMES, type JobPayloads } from '@creneau/contracts';
import { candidateNotice, MessageBatch } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { shortLinkFor } from '../visits/short-link';
import { addCandidateNotice, noticeAction } from './candidate-notice';

/**
 * Tells the candidate their request's new status (issue 20), in their language, with the agency's name:
 * by e-mail, and by SMS where they chose it (candidate-notice.ts). A change undone before the job ran
 * (the agent moved it on at once) is told only if it is still the candidate's status: the later change
 * has its own notice. An anonymised or merged candidate is told nothing.
 */
@Injectable()
@HandlesJob('NotifyCandidateStatus')
export class NotifyCandidateStatusHandler implements JobHandler<'NotifyCandidateStatus'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('candidate-notices') private readonly logger: PinoLogger,
  ) {}

  async handle({ candidateId, eventId }: JobPayloads['NotifyCandidateStatus']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await candidateNotice(manager, candidateId, eventId);
      if (!row || row.anonymised || row.status !== row.toStatus) {
        this.logger.info({ candidateId, eventId, status: row?.status ?? 'gone' }, 'candidate notice skipped');
        return;
      }
      const messages = new MessageBatch();
      const link = (path: string) => new URL(path, this.config.PUBLIC_URL).toString();
      const waiting = CANDIDATE_STATUS_NAMES[row.toStatus] === 'WAITING' && row.latestVisitId;
      const interestCode = waiting ? await shortLinkFor(manager, row.latestVisitId as string) : null;
      await addCandidateNotice(messages, row, eventId, {
        privacy: link('/privacy'),
        action: noticeAction(row, link, interestCode),
      });
      await messages.write(manager);
    });
  }
}
