import type { JobPayloads } from '@creneau/contracts';
import { candidateNotice, MessageBatch } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { addCandidateNotice } from './candidate-notice';

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
      await addCandidateNotice(messages, row, eventId, {
        privacy: new URL('/privacy', this.config.PUBLIC_URL).toString(),
      });
      await messages.write(manager);
    });
  }
}
