import { MessageEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { MessageEmlController } from './message-eml.controller';
import { MessagesController } from './messages.controller';
import { OwnerReportUnsubscribeController } from './owner-report-unsubscribe.controller';

@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity]), IdentityModule],
  controllers: [MessagesController, MessageEmlController, OwnerReportUnsubscribeController],
})
export class MessagesModule {}
