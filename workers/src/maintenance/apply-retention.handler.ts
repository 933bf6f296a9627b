import { applyRetention, FILE_STORAGE, type FileStorage } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

/** Deletes or anonymises what the privacy policy says is no longer kept; idempotent, one transaction. */
@Injectable()
@HandlesJob('ApplyRetention')
export class ApplyRetentionHandler implements JobHandler<'ApplyRetention'> {
  constructor(
    private readonly dataSource: DataSource,
    @InjectPinoLogger('maintenance') private readonly logger: PinoLogger,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async handle(): Promise<void> {
    const outcome = await this.dataSource.transaction((manager) => applyRetention(manager, this.storage));
    this.logger.info(outcome, 'retention applied');
  }
}
