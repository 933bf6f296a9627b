import type { Region } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';
import { returnedRows } from './returned-rows.util';

/** A resumable upload: the bytes received so far are kept in Postgres, so any API replica takes the next chunk. */
export interface RentalUploadRow {
  id: string;
  fileId: string;
  personId: string;
  kind: string;
  region: Region;
  name: string;
  totalBytes: number;
  offset: number;
  expiresAt: Date;
}

// A phone on a bad connection may resume the next day; after that the bytes are dropped.
export const UPLOAD_SESSION_HOURS = 24;

const FIELDS = `id, file_id AS "fileId", person_id AS "personId", kind, region, name, total_bytes AS "totalBytes",
  length(data) AS "offset", expires_at AS "expiresAt"`;

export async function createUploadSession(
  manager: Queryable,
  input: { fileId: string; personId: string; kind: string; region: Region; name: string; totalBytes: number },
): Promise<RentalUploadRow> {
  const [row] = await manager.query<RentalUploadRow[]>(
    `INSERT INTO rental_file_uploads (file_id, person_id, kind, region, name, total_bytes, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))
     RETURNING ${FIELDS}`,
    [input.fileId, input.personId, input.kind, input.region, input.name, input.totalBytes, UPLOAD_SESSION_HOURS],
  );
  return row;
}

export async function uploadSessionOfFile(
  manager: Queryable,
  fileId: string,
  id: string,
): Promise<RentalUploadRow | null> {
  const [row] = await manager.query<RentalUploadRow[]>(
    `SELECT ${FIELDS} FROM rental_file_uploads WHERE file_id = $1 AND id = $2 AND expires_at > now()`,
    [fileId, id],
  );
  return row ?? null;
}

/**
 * Appends a chunk that starts exactly where the received bytes end and stays within the total; null when
 * it does not (a chunk sent twice after a lost answer, a gap): nothing is written, and the caller answers
 * the offset to resume from.
 */
export async function appendUploadChunk(
  manager: Queryable,
  id: string,
  start: number,
  chunk: Buffer,
): Promise<RentalUploadRow | null> {
  const [row] = returnedRows<RentalUploadRow>(
    await manager.query(
      `UPDATE rental_file_uploads SET data = data || $3::bytea
      WHERE id = $1 AND length(data) = $2 AND length(data) + length($3::bytea) <= total_bytes AND expires_at > now()
     RETURNING ${FIELDS}`,
      [id, start, chunk],
    ),
  );
  return row ?? null;
}

/** Takes the complete bytes out: the session row goes whatever the validation then says. */
export async function takeUpload(manager: Queryable, id: string): Promise<Buffer | null> {
  const [row] = returnedRows<{ data: Buffer }>(
    await manager.query('DELETE FROM rental_file_uploads WHERE id = $1 AND length(data) = total_bytes RETURNING data', [
      id,
    ]),
  );
  return row?.data ?? null;
}

export async function deleteUploadSession(manager: Queryable, id: string): Promise<void> {
  await manager.query('DELETE FROM rental_file_uploads WHERE id = $1', [id]);
}

export async function purgeExpiredUploads(manager: Queryable): Promise<number> {
  const rows = await manager.query<{ id: string }[]>(
    'DELETE FROM rental_file_uploads WHERE expires_at <= now() RETURNING id',
  );
  return rows.length;
}
