import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AgencyApplicantDataController } from './agency-applicant-data.controller';
import { ApplicationInvitationController } from './application-invitation.controller';
import { ApplicationLinkController } from './application-link.controller';
import { ApplicationService } from './application.service';
import { PrequalificationController } from './prequalification/prequalification.controller';
import { VerdictOverrideController } from './prequalification/verdict-override.controller';

/** What may be asked of an applicant after the visit, by the listing's region (applicant-data policy). */
@Module({
  imports: [IdentityModule],
  controllers: [
    ApplicationLinkController,
    ApplicationInvitationController,
    AgencyApplicantDataController,
    PrequalificationController,
    VerdictOverrideController,
  ],
  providers: [ApplicationService],
})
export class ApplicantsModule {}
