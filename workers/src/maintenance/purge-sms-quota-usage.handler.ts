import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { QUOTA_KEPT, QUOTA_WINDOW_START } from '../notifications/sms-quota';

/** Hourly SMS counts no quota reads any more: one row per number and hour would otherwise pile up. */
@Injectable()
@HandlesJob('PurgeSmsQuotaUsage')
export class PurgeSmsQuotaUsageHandler implements JobHandler<'PurgeSmsQuotaUsage'> {
  constructor(
    private readonly dataSource: DataSource,
    @InjectPinoLogger('maintenance') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    const [, deleted] = await this.dataSource.query(
      `DELETE FROM sms_quota_usage WHERE hour < ${QUOTA_WINDOW_START} - ${QUOTA_KEPT}`,
    );
    this.logger.info({ deleted }, 'purged SMS quota counts out of the window');
  }
}
