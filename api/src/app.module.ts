import { Module, type DynamicModule } from '@nestjs/common';
import type { ApiConfig } from './config/api.config';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { AgendaModule } from './agenda/agenda.module';
import { ApplicantsModule } from './applicants/applicants.module';
import { CalendarModule } from './calendar/calendar.module';
import { ClientErrorsModule } from './client-errors/client-errors.module';
import { ConsentModule } from './consent/consent.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ApiCoreModule } from './infrastructure/api-core.module';
import { ListingsModule } from './listings/listings.module';
import { MessagesModule } from './messages/messages.module';
import { OpsModule } from './ops/ops.module';
import { RealtimeModule } from './realtime/realtime.module';
import { VisitorModule } from './visitor/visitor.module';
import { VisitsModule } from './visits/visits.module';
import { CandidatesModule } from './candidates/candidates.module';
import { LeadsModule } from './leads/leads.module';
import { RentalFilesModule } from './rental-files/rental-files.module';
import { RemindersModule } from './reminders/reminders.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ApiCoreModule.forRoot(config),
        HealthModule,
        IdentityModule,
        RealtimeModule,
        OpsModule,
        ListingsModule,
        MessagesModule,
        AgendaModule,
        VisitsModule,
        CandidatesModule,
        LeadsModule,
        RentalFilesModule,
        ApplicantsModule,
        RemindersModule,
        VisitorModule,
        CalendarModule,
        WebhooksModule,
        ClientErrorsModule,
        ConsentModule,
        PrivacyModule,
      ],
    };
  }
}
