import { Module } from '@nestjs/common';
import { OwnerReportsScheduler } from './owner-reports.scheduler';
import { SendOwnerReportsHandler } from './send-owner-reports.handler';

// What a listing's owner hears: the weekly report of its visits, every Monday morning.
@Module({ providers: [OwnerReportsScheduler, SendOwnerReportsHandler] })
export class ListingsModule {}
