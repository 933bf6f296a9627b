import { Module } from '@nestjs/common';
import { FailStuckMessagesHandler } from './fail-stuck-messages.handler';
import { MaintenanceScheduler } from './maintenance.scheduler';
import { PurgeRelayedOutboxHandler } from './purge-relayed-outbox.handler';
import { RecordOutboxProbeHandler } from './record-outbox-probe.handler';

@Module({
  providers: [RecordOutboxProbeHandler, PurgeRelayedOutboxHandler, FailStuckMessagesHandler, MaintenanceScheduler],
})
export class MaintenanceModule {}
