import { JobProducer } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly producer: JobProducer,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.QUEUES.includes('reminders')) return;
    const queue = this.producer.queue('reminders');
    // Scheduler ids are idempotent: every worker upserts them, one job runs per tick.
    await queue.upsertJobScheduler(
      'reconcile-reminders',
      { every: this.config.REMINDER_RECONCILE_SECONDS * 1000 },
      { name: 'ReconcileReminders', data: {} },
    );
  }
}
