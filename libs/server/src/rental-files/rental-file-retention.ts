import type { Queryable } from '../database/queryable';
import { returnedRows } from './returned-rows.util';
import type { FileStorage } from '../storage';

/** How long rental files are kept (issue 21; the privacy policy states the same limits). */
export const RENTAL_FILE_RETENTION = {
  /** An application not selected (refused) is deleted this long after the decision: "3 mois". */
  notSelectedMonths: 3,
  /** The applicant is told this many days before (the notice); the deletion waits for it to be sent. */
  noticeDays: 14,
} as const;

export interface RentalFileRetentionOptions {
  /** Files without the visitor's action for this long are deleted (setting RENTAL_FILE_INACTIVE_MONTHS). */
  inactiveMonths: number;
}

/** Applications whose applicant must now be told their file goes in RENTAL_FILE_RETENTION.noticeDays. */
export async function applicationsDueForDeletionNotice(manager: Queryable): Promise<{ id: string; userId: string }[]> {
  const result: unknown = await manager.query(
    `UPDATE rental_file_applications ra SET deletion_notice_at = now()
       FROM rental_files f, candidates c
      WHERE f.id = ra.file_id AND c.id = ra.candidate_id AND c.status = 2 AND ra.deletion_notice_at IS NULL
        AND ra.decided_at < now() - make_interval(months => $1) + make_interval(days => $2)
     RETURNING ra.id, f.user_id AS "userId"`,
    [RENTAL_FILE_RETENTION.notSelectedMonths, RENTAL_FILE_RETENTION.noticeDays],
  );
  return returnedRows(result);
}

export interface RentalFileRetentionOutcome {
  /** Applications not selected whose share with the agency ended (the agency no longer sees the file). */
  applications: number;
  /** Whole files deleted: inactive ones, with their people, documents and applications. */
  files: number;
}

/**
 * The rental files' retention step: a refused application is deleted 3 months after the decision, once its
 * notice went out (the agency loses access; the visitor keeps their reusable file); a file whose visitor did
 * nothing for `inactiveMonths` goes entirely. Documents deleted this way leave their keys to the garbage
 * sweep. Running it twice deletes nothing more.
 */
export async function applyRentalFileRetention(
  manager: Queryable,
  options: RentalFileRetentionOptions,
): Promise<RentalFileRetentionOutcome> {
  const applications = returnedRows<{ id: string }>(
    await manager.query(
      `DELETE FROM rental_file_applications ra USING candidates c
      WHERE c.id = ra.candidate_id AND c.status = 2
        AND ra.deletion_notice_at <= now() - make_interval(days => $2)
        AND ra.decided_at < now() - make_interval(months => $1)
     RETURNING ra.id`,
      [RENTAL_FILE_RETENTION.notSelectedMonths, RENTAL_FILE_RETENTION.noticeDays],
    ),
  );
  const files = returnedRows<{ id: string }>(
    await manager.query(
      `DELETE FROM rental_files WHERE last_activity_at < now() - make_interval(months => $1) RETURNING id`,
      [options.inactiveMonths],
    ),
  );
  await manager.query('DELETE FROM rental_file_uploads WHERE expires_at <= now()');
  return { applications: applications.length, files: files.length };
}

/**
 * Removes from storage the files of deleted documents (rental_file_storage_garbage, filled by a trigger on
 * every delete), then their keys. A key whose removal fails stays for the next sweep.
 */
export async function sweepRentalFileGarbage(manager: Queryable, storage: FileStorage, limit = 500): Promise<number> {
  const rows = await manager.query<{ storageKey: string }[]>(
    'SELECT storage_key AS "storageKey" FROM rental_file_storage_garbage ORDER BY queued_at LIMIT $1',
    [limit],
  );
  let removed = 0;
  for (const { storageKey } of rows) {
    await storage.deletePrefix(storageKey);
    await manager.query('DELETE FROM rental_file_storage_garbage WHERE storage_key = $1', [storageKey]);
    removed += 1;
  }
  return removed;
}

/** Deletes a visitor's whole file (their erasure); the documents' files follow through the sweep. */
export async function deleteRentalFileOf(manager: Queryable, userId: string): Promise<void> {
  await manager.query('DELETE FROM rental_files WHERE user_id = $1', [userId]);
}
