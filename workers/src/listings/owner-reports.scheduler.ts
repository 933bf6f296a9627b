import { JobProducer } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

@Injectable()
export class OwnerReportsScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly producer: JobProducer,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The reports run on the reminders queue (job and queue names are frozen: jobs may be waiting).
    if (!this.config.QUEUES.includes('reminders')) return;
    // Scheduler ids are idempotent: every worker upserts them, one job runs per tick.
    await this.producer
      .queue('reminders')
      .upsertJobScheduler(
        'owner-weekly-reports',
        { pattern: '0 8 * * 1', tz: 'Europe/Paris' },
        { name: 'SendOwnerReports', data: {} },
      );
  }
}
