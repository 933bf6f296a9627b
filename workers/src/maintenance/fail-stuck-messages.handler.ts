import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

export const OUTCOME_UNKNOWN = 'outcome unknown: the worker stopped while the provider was being called';

/**
 * A message left in 'sending' lost its worker during the provider call: it may or may not have gone
 * out. Sending it again could send it twice, so it is marked failed for ops to look at, never resent.
 */
@Injectable()
@HandlesJob('FailStuckMessages')
export class FailStuckMessagesHandler implements JobHandler<'FailStuckMessages'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('maintenance') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    const [rows] = await this.dataSource.query<[{ id: string; channel: string }[], number]>(
      `UPDATE messages SET status = 'failed', error = $2, updated_at = now()
        WHERE status = 'sending' AND updated_at < now() - make_interval(secs => $1)
        RETURNING id, channel`,
      [this.config.MESSAGES_STUCK_AFTER_S, OUTCOME_UNKNOWN],
    );
    if (rows.length > 0) this.logger.warn({ messages: rows }, 'messages stuck in sending marked failed');
  }
}
