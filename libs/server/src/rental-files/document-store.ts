import { randomUUID } from 'node:crypto';
import { assertSafeKey, type FileStorage } from '../storage';
import type { ValidatedDocument } from './upload-validation';

/**
 * Where a validated document is written: a key the server makes from the owner's id and a random id,
 * never from the uploaded name (`rental-files/{owner}/{random}.{ext}`). Only a validated document can
 * reach this, so a refused upload stores nothing.
 */
export async function storeRentalDocument(
  storage: FileStorage,
  ownerUserId: string,
  document: ValidatedDocument,
): Promise<{ storageKey: string }> {
  const storageKey = `rental-files/${ownerUserId.toLowerCase()}/${randomUUID()}.${document.extension}`;
  assertSafeKey(storageKey);
  await storage.put(storageKey, document.data, document.mimeType);
  return { storageKey };
}
