import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from '@creneau/server';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly producer: JobProducer,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.QUEUES.includes('maintenance')) return;
    // A scheduler id is idempotent: every worker may upsert it, one job runs per tick.
    const queue = this.producer.queue('maintenance');
    await queue.upsertJobScheduler(
      'purge-relayed-outbox',
      { pattern: '17 3 * * *' },
      { name: 'PurgeRelayedOutbox', data: {} },
    );
    await queue.upsertJobScheduler(
      'purge-sms-quota-usage',
      { pattern: '27 3 * * *' },
      { name: 'PurgeSmsQuotaUsage', data: {} },
    );
    // Personal data past the privacy policy's limits (libs/server/src/retention), once a night.
    await queue.upsertJobScheduler('apply-retention', { pattern: '37 3 * * *' }, { name: 'ApplyRetention', data: {} });
    // Every minute: only the last runs are kept, a day of them would fill Redis for nothing.
    await queue.upsertJobScheduler(
      'fail-stuck-messages',
      { every: 60_000 },
      { name: 'FailStuckMessages', data: {}, opts: { removeOnComplete: 10, removeOnFail: 100 } },
    );
  }
}
