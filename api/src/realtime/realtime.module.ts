import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { RealtimeController } from './realtime.controller';
import { RealtimeHub } from './realtime.hub';
import { SessionChangesListener } from './session-changes.listener';

@Module({
  imports: [IdentityModule],
  controllers: [RealtimeController],
  providers: [RealtimeHub, SessionChangesListener],
  exports: [RealtimeHub],
})
export class RealtimeModule {}
