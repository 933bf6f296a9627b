import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ApplicationInvitationController } from './application-invitation.controller';
import { ApplicationLinkController } from './application-link.controller';
import { ApplicationService } from './application.service';

/** What may be asked of an applicant after the visit, by the listing's region (applicant-data policy). */
@Module({
  imports: [IdentityModule],
  controllers: [ApplicationLinkController, ApplicationInvitationController],
  providers: [ApplicationService],
})
export class ApplicantsModule {}
