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
    await this.producer
      .queue('maintenance')
      .upsertJobScheduler('purge-relayed-outbox', { pattern: '17 3 * * *' }, { name: 'PurgeRelayedOutbox', data: {} });
  }
}
