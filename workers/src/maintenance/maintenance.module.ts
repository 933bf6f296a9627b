import { Module } from '@nestjs/common';
import { ApplyRetentionHandler } from './apply-retention.handler';
import { FailStuckMessagesHandler } from './fail-stuck-messages.handler';
import { MaintenanceScheduler } from './maintenance.scheduler';
import { PurgeRelayedOutboxHandler } from './purge-relayed-outbox.handler';
import { PurgeSmsQuotaUsageHandler } from './purge-sms-quota-usage.handler';
import { RecordOutboxProbeHandler } from './record-outbox-probe.handler';

@Module({
  providers: [
    RecordOutboxProbeHandler,
    PurgeRelayedOutboxHandler,
    PurgeSmsQuotaUsageHandler,
    ApplyRetentionHandler,
    FailStuckMessagesHandler,
    MaintenanceScheduler,
  ],
})
export class MaintenanceModule {}
