import type { ExportedRentalFile } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';
import type { FileStorage } from '../storage';
import { applicationsOfFile } from './rental-application.queries';
import { rentalFileContents, rentalFileOfUser } from './rental-file.queries';
import { rentalDocumentView, rentalPeopleViews } from './rental-file-views';

/** The visitor's whole rental file for their export: people, every document with its bytes, applications. */
export async function exportRentalFile(
  manager: Queryable,
  userId: string,
  storage: FileStorage,
): Promise<ExportedRentalFile | null> {
  const file = await rentalFileOfUser(manager, userId);
  if (!file) return null;
  const { people, documents } = await rentalFileContents(manager, file);
  const applications = await applicationsOfFile(manager, file.id);
  return {
    createdAt: file.createdAt.toISOString(),
    people: rentalPeopleViews(people, []).map(({ documents: _none, ...person }) => person),
    documents: await Promise.all(
      documents.map(async (document) => ({
        ...rentalDocumentView(document),
        dataBase64: (await storage.get(document.storageKey))?.data.toString('base64') ?? null,
      })),
    ),
    applications: applications.map((application) => ({
      id: application.id,
      agencyName: application.agencyName,
      listingReference: application.reference,
      status: application.status,
      refusalReason: application.refusalReason,
      createdAt: application.createdAt.toISOString(),
    })),
  };
}

/** The stored files of a visitor's documents, for an erasure to delete once it is committed. */
export async function rentalDocumentKeysOf(manager: Queryable, userId: string): Promise<string[]> {
  const rows = await manager.query<{ storageKey: string }[]>(
    `SELECT d.storage_key AS "storageKey" FROM rental_file_documents d JOIN rental_files f ON f.id = d.file_id
      WHERE f.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.storageKey);
}
