import { MAX_RENTAL_FILE_PEOPLE } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../../storage';
import { storeRentalDocument } from '../document-store';
import { recordRentalDocument } from '../rental-document.writer';
import { addPerson, countPeople, touchRentalFile } from '../rental-file.queries';
import { importedPersonInput } from './imported-person-input';
import type { ImportedDocument, ImportedPerson, RentalFileImportSink } from './rental-file-import-sink';

/** The import found more people than a file holds: nothing is written. */
export class ImportTooLarge extends Error {}

/**
 * The rental-file domain's sink for a DossierFacile import: it holds what the importer hands it, then
 * `commit` writes it all at once, the bytes to storage first and the rows in one transaction, so a
 * failure at any step leaves the file as it was (and no stored bytes without their row).
 */
export class BufferedImportSink implements RentalFileImportSink {
  private readonly people: ImportedPerson[] = [];
  private readonly documents: { ref: number; document: ImportedDocument }[] = [];

  addPerson(person: ImportedPerson): Promise<{ personId: string }> {
    this.people.push(person);
    // A placeholder id, only meaningful to this sink: the row's id is made at commit.
    return Promise.resolve({ personId: String(this.people.length - 1) });
  }

  addDocument(personId: string, document: ImportedDocument): Promise<void> {
    this.documents.push({ ref: Number(personId), document });
    return Promise.resolve();
  }

  /** Writes the people and documents into the visitor's file; answers how many of each. */
  async commit(
    manager: EntityManager,
    storage: FileStorage,
    target: { fileId: string; userId: string },
  ): Promise<{ people: number; documents: number }> {
    const stored: string[] = [];
    try {
      for (const entry of this.documents) {
        stored.push((await storeRentalDocument(storage, target.userId, entry.document.document)).storageKey);
      }
      await manager.transaction(async (tx) => {
        // Locks the file, as adding a person does: the limit holds against a phone adding at once.
        await tx.query('SELECT id FROM rental_files WHERE id = $1 FOR UPDATE', [target.fileId]);
        if ((await countPeople(tx, target.fileId)) + this.people.length > MAX_RENTAL_FILE_PEOPLE) {
          throw new ImportTooLarge(`A file holds at most ${MAX_RENTAL_FILE_PEOPLE} people`);
        }
        const ids: string[] = [];
        for (const person of this.people) ids.push(await addPerson(tx, target.fileId, importedPersonInput(person)));
        for (const [index, { ref, document }] of this.documents.entries()) {
          await recordRentalDocument(
            tx,
            { fileId: target.fileId, personId: ids[ref], kind: document.kind, storageKey: stored[index] },
            document.document,
          );
        }
        await touchRentalFile(tx, target.fileId);
      });
    } catch (error) {
      await Promise.all(stored.map((key) => storage.deletePrefix(key).catch(() => undefined)));
      throw error;
    }
    return { people: this.people.length, documents: this.documents.length };
  }
}
