import { createDossierFacileClient } from '@creneau/server';
import { Module } from '@nestjs/common';
import { API_CONFIG } from '../config/api.config';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { DocumentIntakeService } from './document-intake.service';
import { DossierFacileController } from './dossier-facile/dossier-facile.controller';
import { DOSSIER_FACILE_CLIENT } from './dossier-facile/dossier-facile-client.token';
import { DossierFacileImportService } from './dossier-facile/dossier-facile-import.service';
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
  controllers: [
    VisitorRentalFileController,
    RentalApplicationsController,
    RentalFileActionsController,
    DossierFacileController,
  ],
  providers: [
    VisitorRentalFileService,
    DocumentIntakeService,
    ResumableUploadService,
    RentalApplicationsService,
    RentalFileActionsService,
    RentalFileUpdatesPublisher,
    DossierFacileImportService,
    // Null when no DOSSIERFACILE_ variable is set: the import is off and its button hidden.
    { provide: DOSSIER_FACILE_CLIENT, useFactory: createDossierFacileClient, inject: [API_CONFIG] },
  ],
})
export class RentalFilesModule {}
