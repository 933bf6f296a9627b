import {
  RENTAL_FILE_ROUTES,
  type Region,
  type RentalDocumentView,
  type RentalUploadProgress,
  type RentalUploadSession,
} from '@creneau/contracts';
import { ApiError, csrfToken, errorCodeOf, postJson } from '../../../session/api';

/** Small chunks: on a phone's weak connection a lost chunk costs little, and the bar moves often. */
export const CHUNK_BYTES = 512 * 1024;
const RETRIES = 4;

async function sendChunk(session: RentalUploadSession, file: Blob, start: number): Promise<RentalUploadProgress> {
  const end = Math.min(start + CHUNK_BYTES, session.totalBytes);
  const response = await fetch(RENTAL_FILE_ROUTES.upload(session.id), {
    method: 'PUT',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Range': `bytes ${start}-${end - 1}/${session.totalBytes}`,
      'X-CSRF-Token': csrfToken(),
    },
    body: file.slice(start, end),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorCodeOf(response.status, payload), response.status);
  return payload as RentalUploadProgress;
}

/**
 * Sends a document through the API's resumable upload: opens a session, then sends chunks from the
 * session's offset. A dropped chunk (network, 5xx) is retried from the offset the server says it holds,
 * so a bad phone connection resumes instead of starting over; a refusal (4xx) ends the upload.
 */
export async function uploadDocument(
  input: { personId: string; kind: string; region: Region; file: File },
  onProgress: (sent: number, total: number) => void,
): Promise<RentalDocumentView> {
  let session = await postJson<RentalUploadSession>(RENTAL_FILE_ROUTES.uploads, {
    personId: input.personId,
    kind: input.kind,
    region: input.region,
    name: input.file.name || 'photo.jpg',
    totalBytes: input.file.size,
  });
  let failures = 0;
  for (;;) {
    onProgress(session.offset, session.totalBytes);
    try {
      const progress = await sendChunk(session, input.file, session.offset);
      if (progress.done) {
        onProgress(session.totalBytes, session.totalBytes);
        return progress.document;
      }
      session = progress.session;
      failures = 0;
    } catch (error) {
      const retriable = !(error instanceof ApiError) || error.status >= 500 || error.code === 'UPLOAD_RANGE_INVALID';
      if (!retriable || ++failures > RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * failures));
      // Where the server stands: the next chunk starts there.
      const response = await fetch(RENTAL_FILE_ROUTES.upload(session.id), { credentials: 'same-origin' });
      if (response.ok) session = (await response.json()) as RentalUploadSession;
      else await response.text();
    }
  }
}
