import { Module, type DynamicModule } from '@nestjs/common';
import type { WorkersConfig } from './config/workers.config';
import { WorkersCoreModule } from './infrastructure/workers-core.module';
import { ApplicantsModule } from './applicants/applicants.module';
import { LeadsModule } from './leads/leads.module';
import { JobHandlerRegistry } from './jobs/job-handler.registry';
import { queueConcurrency, queueProcessor } from './jobs/queue-processor.factory';
import { ListingsModule } from './listings/listings.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { RemindersModule } from './reminders/reminders.module';
import { CandidateNotificationsModule } from './candidates/candidate-notifications.module';
import { VisitsModule } from './visits/visits.module';
import { WaitingListModule } from './candidates/waiting-list.module';
import { RentalFilesWorkersModule } from './rental-files/rental-files.module';

@Module({})
export class WorkersModule {
  static forRoot(config: WorkersConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        WorkersCoreModule.forRoot(config),
        MaintenanceModule,
        NotificationsModule,
        VisitsModule,
        CandidateNotificationsModule,
        RemindersModule,
        ApplicantsModule,
        ListingsModule,
        WaitingListModule,
        LeadsModule,
        RentalFilesWorkersModule,
      ],
      providers: [
        JobHandlerRegistry,
        ...config.QUEUES.map((queue) =>
          queueProcessor(queue, queueConcurrency(queue, config), config.WORKER_LOCK_SECONDS * 1000),
        ),
        ...(config.OUTBOX_RELAY ? [OutboxRelayService] : []),
      ],
    };
  }
}
