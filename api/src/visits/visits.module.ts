import { Module } from '@nestjs/common';
import { AgendaModule } from '../agenda/agenda.module';
import { BookingService } from './booking.service';
import { PublicVisitsController } from './public-visits.controller';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';

@Module({
  imports: [AgendaModule],
  controllers: [VisitsController, PublicVisitsController],
  providers: [BookingService, VisitsService],
})
export class VisitsModule {}
