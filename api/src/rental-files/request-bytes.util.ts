import type { Request } from 'express';
import { ApiError } from '../common/api-error';

/** Reads a raw request body up to `limit` bytes; more answers 413 before the rest is read. */
export async function readRequestBytes(request: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `A chunk is at most ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
