import { Module } from '@nestjs/common';
import { AbsencesService } from './absences.service';
import { AgentAgendaController } from './agent-agenda.controller';
import { AvailabilityService } from './availability.service';
import { PublicAvailabilityController } from './public-availability.controller';
import { WorkingHoursService } from './working-hours.service';

@Module({
  controllers: [AgentAgendaController, PublicAvailabilityController],
  providers: [AvailabilityService, WorkingHoursService, AbsencesService],
  exports: [AvailabilityService],
})
export class AgendaModule {}
