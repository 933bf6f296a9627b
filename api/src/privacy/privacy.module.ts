import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AgencyPrivacyController } from './agency-privacy.controller';
import { AgencyPrivacyService } from './agency-privacy.service';

@Module({ imports: [IdentityModule], controllers: [AgencyPrivacyController], providers: [AgencyPrivacyService] })
export class PrivacyModule {}
