import { Module } from '@nestjs/common';
import { CalendarFeedService } from './calendar-feed.service';
import { CalendarController } from './calendar.controller';

@Module({ controllers: [CalendarController], providers: [CalendarFeedService] })
export class CalendarModule {}
