import { checkRentalDocumentKind, type Region, type RentalDocumentView } from '@creneau/contracts';
import {
  DocumentRefusal,
  FILE_STORAGE,
  recordRentalDocument,
  rentalDocumentView,
  storeRentalDocument,
  touchRentalFile,
  validateDocumentUpload,
  type FileStorage,
  type RentalPersonRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { ApiError } from '../common/api-error';
import { AuditService } from '../identity/masquerade/audit.service';

/**
 * The one way a document enters a file, whether sent whole or in chunks: its kind checked against the
 * region's list for the person's role, its bytes validated by content, then stored under a server-made
 * key and recorded with its hash in one transaction that also announces it. A refusal at any step
 * stores nothing; a failed insert removes the stored bytes, so storage never holds an unrecorded file.
 */
@Injectable()
export class DocumentIntakeService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AuditService,
  ) {}

  /** Refuses a kind the region's list does not name for this person (files are built for the lease too). */
  checkKind(region: Region, kind: string, person: RentalPersonRow): void {
    const check = checkRentalDocumentKind(region, kind, person.role, 'lease');
    if (!check.allowed) {
      throw new ApiError(422, 'DOCUMENT_KIND_NOT_ALLOWED', `The kind ${kind} is not on the list of ${region}`, {
        region,
        kind,
        role: person.role,
        reason: check.reason,
        allowedKinds: check.allowedKinds,
      });
    }
  }

  async intake(
    actor: Actor,
    person: RentalPersonRow,
    upload: { kind: string; region: Region; name: string; data: Buffer },
  ): Promise<RentalDocumentView> {
    this.checkKind(upload.region, upload.kind, person);
    const validated = await this.validate(upload.data, upload.name);
    const { storageKey } = await storeRentalDocument(this.storage, actor.userId, validated);
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const recorded = await recordRentalDocument(
          manager,
          { fileId: person.fileId, personId: person.id, kind: upload.kind, storageKey },
          validated,
        );
        await touchRentalFile(manager, person.fileId);
        await this.audit.record(manager, actor, 'rental_file.document_added', null, {
          documentId: recorded.id,
          kind: upload.kind,
          sha256: validated.sha256,
        });
        return recorded;
      });
      return rentalDocumentView(row);
    } catch (error) {
      await this.storage.deletePrefix(storageKey);
      throw error;
    }
  }

  private async validate(data: Buffer, name: string) {
    try {
      return await validateDocumentUpload({ data, originalName: name });
    } catch (error) {
      if (!(error instanceof DocumentRefusal)) throw error;
      throw new ApiError(error.code === 'DOCUMENT_TOO_LARGE' ? 413 : 400, error.code, error.message, error.details);
    }
  }
}
