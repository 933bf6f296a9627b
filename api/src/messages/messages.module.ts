import { MessageEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagesController } from './messages.controller';

@Module({ imports: [TypeOrmModule.forFeature([MessageEntity])], controllers: [MessagesController] })
export class MessagesModule {}
