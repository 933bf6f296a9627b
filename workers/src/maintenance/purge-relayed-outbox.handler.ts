import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

@Injectable()
@HandlesJob('PurgeRelayedOutbox')
export class PurgeRelayedOutboxHandler implements JobHandler<'PurgeRelayedOutbox'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('maintenance') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    const [, deleted] = await this.dataSource.query(
      `DELETE FROM outbox WHERE relayed_at < now() - make_interval(days => $1)`,
      [this.config.OUTBOX_RETENTION_DAYS],
    );
    this.logger.info({ deleted }, 'purged relayed outbox rows');
  }
}
