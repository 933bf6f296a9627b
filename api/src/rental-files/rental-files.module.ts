import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { DocumentIntakeService } from './document-intake.service';
import { RentalApplicationsController } from './rental-applications.controller';
import { RentalApplicationsService } from './rental-applications.service';
import { RentalFileActionsController } from './rental-file-actions.controller';
import { RentalFileActionsService } from './rental-file-actions.service';
import { RentalFileUpdatesPublisher } from './rental-file-updates.publisher';
import { ResumableUploadService } from './resumable-upload.service';
import { VisitorRentalFileController } from './visitor-rental-file.controller';
import { VisitorRentalFileService } from './visitor-rental-file.service';

/** Rental files (issue 21): the visitor's file, the agency's applications, and the links of agents' messages. */
@Module({
  imports: [IdentityModule, MediaModule],
  controllers: [VisitorRentalFileController, RentalApplicationsController, RentalFileActionsController],
  providers: [
    VisitorRentalFileService,
    DocumentIntakeService,
    ResumableUploadService,
    RentalApplicationsService,
    RentalFileActionsService,
    RentalFileUpdatesPublisher,
  ],
})
export class RentalFilesModule {}
