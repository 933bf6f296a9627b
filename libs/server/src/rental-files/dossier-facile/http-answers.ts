import { DocumentRefusal } from '../document-refusal';
import { DossierFacileError } from './dossier-facile.errors';

/** Reads a body up to `maxBytes`; past it, cancels the download and calls `tooLarge` (which throws). */
export async function readCapped(response: Response, maxBytes: number, tooLarge: (bytes: number) => never) {
  const announced = Number(response.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel();
    tooLarge(announced);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Counted as it streams: a server that lies about (or omits) Content-Length cannot fill our memory.
    if (total > maxBytes) {
      await reader.cancel();
      tooLarge(total);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A failure of the call itself (no answer in time, connection refused or cut) as our error. */
export function transportFailure(error: unknown, what: string): unknown {
  // Ours already (a refusal, a document too large to read): passed on untouched.
  if (error instanceof DossierFacileError || error instanceof DocumentRefusal) return error;
  // By name, not class: fetch's DOMException comes from another realm under some runners (Jest's vm).
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DossierFacileError('DOSSIERFACILE_TIMEOUT', `DossierFacile did not answer ${what} in time`);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new DossierFacileError('DOSSIERFACILE_UNAVAILABLE', `DossierFacile cannot be reached for ${what}: ${reason}`);
}

/** An HTTP answer other than 2xx as our error, by what the status means for the visitor. */
export function statusFailure(status: number, what: string): DossierFacileError {
  const message = `DossierFacile answered ${status} to ${what}`;
  if (status === 401) return new DossierFacileError('DOSSIERFACILE_UNAUTHORISED', message, status);
  if (status === 403) return new DossierFacileError('DOSSIERFACILE_FORBIDDEN', message, status);
  if (status === 404) return new DossierFacileError('DOSSIERFACILE_NOT_FOUND', message, status);
  return new DossierFacileError('DOSSIERFACILE_UNAVAILABLE', message, status);
}

const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** The JSON of an answer (at most 2 MB: a profile is a few kilobytes), or DOSSIERFACILE_MALFORMED_RESPONSE. */
export async function readJson(response: Response, what: string): Promise<unknown> {
  const body = await readCapped(response, MAX_JSON_BYTES, () => {
    throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', `DossierFacile's ${what} is over 2 MB`);
  });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', `DossierFacile's ${what} is not JSON`);
  }
}
