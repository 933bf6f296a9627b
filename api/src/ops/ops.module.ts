import { Module } from '@nestjs/common';
import { OutboxProbeController } from './outbox-probe.controller';

@Module({ controllers: [OutboxProbeController] })
export class OpsModule {}
