import { Module } from '@nestjs/common';
import { AlertDocumentsAddedHandler } from './alert-documents-added.handler';
import { AskForDocumentsHandler } from './ask-for-documents.handler';
import { NotifyDocumentAddedHandler } from './notify-document-added.handler';

// Rental files (issue 21): agents told of new documents (live, then one grouped alert), applicants of
// the documents asked.
@Module({ providers: [NotifyDocumentAddedHandler, AlertDocumentsAddedHandler, AskForDocumentsHandler] })
export class RentalFilesWorkersModule {}
