import type { EntityManager } from 'typeorm';
import type { Queryable } from '../database/queryable';
import { publishEvent } from '../outbox/outbox.writer';
import { DOCUMENT_FIELDS, type RentalDocumentRow } from './rental-file.queries';
import type { ValidatedDocument } from './upload-validation';

/**
 * Records a stored document and announces it (`document.added`: the agents of the file's applications are
 * told live, and alerted by one grouped message), in the caller's transaction.
 */
export async function recordRentalDocument(
  manager: EntityManager,
  target: { fileId: string; personId: string; kind: string; storageKey: string },
  document: ValidatedDocument,
): Promise<RentalDocumentRow> {
  const [row] = await manager.query<RentalDocumentRow[]>(
    `INSERT INTO rental_file_documents AS d (file_id, person_id, kind, storage_key, name, sha256, size, mime_type, pages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${DOCUMENT_FIELDS}`,
    [
      target.fileId,
      target.personId,
      target.kind,
      target.storageKey,
      document.name,
      document.sha256,
      document.size,
      document.mimeType,
      document.pages,
    ],
  );
  await publishEvent(manager, 'document.added', { documentId: row.id });
  return row;
}

export async function documentOfFile(
  manager: Queryable,
  fileId: string,
  documentId: string,
): Promise<RentalDocumentRow | null> {
  const [row] = await manager.query<RentalDocumentRow[]>(
    `SELECT ${DOCUMENT_FIELDS} FROM rental_file_documents d WHERE d.file_id = $1 AND d.id = $2`,
    [fileId, documentId],
  );
  return row ?? null;
}

/** The row goes; its stored file follows through the garbage sweep (trigger rental_file_documents_deleted). */
export async function deleteRentalDocument(manager: Queryable, documentId: string): Promise<void> {
  await manager.query('DELETE FROM rental_file_documents WHERE id = $1', [documentId]);
}
