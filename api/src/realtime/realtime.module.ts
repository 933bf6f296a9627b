import { Module } from '@nestjs/common';
import { RealtimeController } from './realtime.controller';
import { RealtimeHub } from './realtime.hub';

@Module({ controllers: [RealtimeController], providers: [RealtimeHub], exports: [RealtimeHub] })
export class RealtimeModule {}
