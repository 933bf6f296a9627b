import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { AgencyPrivacyController } from './agency-privacy.controller';
import { AgencyPrivacyService } from './agency-privacy.service';
import { CandidateRightsController } from './candidate-rights.controller';
import { CandidateRightsService } from './candidate-rights.service';

@Module({
  imports: [IdentityModule, MediaModule],
  controllers: [AgencyPrivacyController, CandidateRightsController],
  providers: [AgencyPrivacyService, CandidateRightsService],
})
export class PrivacyModule {}
