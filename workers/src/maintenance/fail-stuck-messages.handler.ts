import { ABANDONED_CLAIM } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

/**
 * A message left in 'sending' lost its worker during the provider call: it may or may not have gone
 * out. Sending it again could send it twice, so it is marked failed for ops to look at, never resent.
 * The job's own next run does the same at once; this catches the claims no run comes back for.
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
      [this.config.MESSAGES_STUCK_AFTER_S, ABANDONED_CLAIM],
    );
    if (rows.length > 0) this.logger.warn({ messages: rows }, 'messages stuck in sending marked failed');
  }
}
