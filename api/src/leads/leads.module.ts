import { InboundEmailEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

// Portal leads (issue 22): the inbound addresses and messages; the SMTP server and parsing run in the workers.
@Module({
  imports: [TypeOrmModule.forFeature([InboundEmailEntity])],
  controllers: [LeadsController],
  providers: [LeadsService],
})
export class LeadsModule {}
