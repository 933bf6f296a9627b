import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { ShortLinksController } from './short-links.controller';
import { ShortLinksService } from './short-links.service';

@Module({
  imports: [IdentityModule],
  controllers: [ShortLinksController, NotificationPreferencesController],
  providers: [ShortLinksService],
})
export class RemindersModule {}
