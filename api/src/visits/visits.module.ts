import { Module } from '@nestjs/common';
import { AgendaModule } from '../agenda/agenda.module';
import { MediaModule } from '../media/media.module';
import { IdentityModule } from '../identity/identity.module';
import { AgentVisitsController } from './agent-visits.controller';
import { BookingPageController } from './booking-page/booking-page.controller';
import { BookingService } from './booking.service';
import { PublicVisitsController } from './public-visits.controller';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';
import { VoucherController } from './voucher/voucher.controller';
import { VoucherService } from './voucher/voucher.service';

@Module({
  imports: [AgendaModule, MediaModule, IdentityModule],
  controllers: [
    VisitsController,
    AgentVisitsController,
    PublicVisitsController,
    BookingPageController,
    VoucherController,
  ],
  providers: [BookingService, VisitsService, VoucherService],
  exports: [VisitsService],
})
export class VisitsModule {}
