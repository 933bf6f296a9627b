import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { VisitsModule } from '../visits/visits.module';
import { VisitorAccountController } from './visitor-account.controller';
import { VisitorMessagesController } from './visitor-messages.controller';
import { VisitorVisitsController } from './visitor-visits.controller';

/** The visitor area's API: my visits, my messages, my data. Scoped to the signed-in visitor. */
@Module({
  imports: [VisitsModule, MediaModule],
  controllers: [VisitorVisitsController, VisitorMessagesController, VisitorAccountController],
})
export class VisitorModule {}
