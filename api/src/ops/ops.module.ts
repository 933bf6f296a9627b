import { AuditEntryEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogController } from './audit-log.controller';
import { OutboxProbeController } from './outbox-probe.controller';

@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [OutboxProbeController, AuditLogController],
})
export class OpsModule {}
