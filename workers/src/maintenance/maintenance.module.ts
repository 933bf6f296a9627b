import { Module } from '@nestjs/common';
import { MaintenanceScheduler } from './maintenance.scheduler';
import { PurgeRelayedOutboxHandler } from './purge-relayed-outbox.handler';
import { RecordOutboxProbeHandler } from './record-outbox-probe.handler';

@Module({ providers: [RecordOutboxProbeHandler, PurgeRelayedOutboxHandler, MaintenanceScheduler] })
export class MaintenanceModule {}
