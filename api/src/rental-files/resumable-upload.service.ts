import type { Region, RentalUploadProgress, RentalUploadSession } from '@creneau/contracts';
import {
  appendUploadChunk,
  createUploadSession,
  deleteUploadSession,
  takeUpload,
  uploadSessionOfFile,
  type RentalUploadRow,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { ApiError, notFound } from '../common/api-error';
import { DocumentIntakeService } from './document-intake.service';
import { VisitorRentalFileService } from './visitor-rental-file.service';

/** The largest chunk one request may carry: small enough for a phone on a bad connection to finish it. */
export const MAX_CHUNK_BYTES = 5 * 1024 * 1024;

/** `bytes 0-1023/4096` → where the chunk starts and ends (inclusive) and the total; null when malformed. */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = match.slice(1).map(Number);
  return end >= start && end < total ? { start, end, total } : null;
}

const sessionView = (row: RentalUploadRow): RentalUploadSession => ({
  id: row.id,
  personId: row.personId,
  kind: row.kind,
  totalBytes: row.totalBytes,
  offset: Number(row.offset),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * A resumable upload in the manner of HTTP range uploads: the session says how many bytes arrived, each
 * chunk says with Content-Range where it starts, and a chunk that does not start there changes nothing and
 * answers the offset to resume from. The bytes wait in Postgres (any API replica takes the next chunk);
 * the last chunk hands the whole document to the intake, and the session goes whatever it decides.
 */
@Injectable()
export class ResumableUploadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: VisitorRentalFileService,
    private readonly intake: DocumentIntakeService,
  ) {}

  async create(
    actor: Actor,
    input: { personId: string; kind: string; region?: Region; name: string; totalBytes: number },
  ): Promise<RentalUploadSession> {
    const person = await this.files.person(actor, input.personId);
    // The kind is refused before a single byte is sent.
    this.intake.checkKind(input.region ?? 'FR', input.kind, person);
    const row = await createUploadSession(this.dataSource.manager, {
      fileId: person.fileId,
      personId: person.id,
      kind: input.kind,
      region: input.region ?? 'FR',
      name: input.name,
      totalBytes: input.totalBytes,
    });
    return sessionView(row);
  }

  async get(actor: Actor, id: string): Promise<RentalUploadSession> {
    return sessionView(await this.session(actor, id));
  }

  async cancel(actor: Actor, id: string): Promise<void> {
    await deleteUploadSession(this.dataSource.manager, (await this.session(actor, id)).id);
  }

  async chunk(actor: Actor, id: string, range: string | undefined, chunk: Buffer): Promise<RentalUploadProgress> {
    const session = await this.session(actor, id);
    const parsed = parseContentRange(range);
    const refuse = (offset: number) =>
      new ApiError(409, 'UPLOAD_RANGE_INVALID', `The next chunk starts at byte ${offset}`, {
        offset,
        totalBytes: session.totalBytes,
      });
    if (!parsed || parsed.total !== session.totalBytes || parsed.end - parsed.start + 1 !== chunk.length) {
      throw refuse(Number(session.offset));
    }
    const appended = await appendUploadChunk(this.dataSource.manager, session.id, parsed.start, chunk);
    if (!appended) throw refuse(Number((await this.session(actor, id)).offset));
    if (Number(appended.offset) < appended.totalBytes) return { done: false, session: sessionView(appended) };
    const data = await takeUpload(this.dataSource.manager, session.id);
    if (!data) throw refuse(Number(appended.offset));
    const person = await this.files.person(actor, session.personId);
    const document = await this.intake.intake(actor, person, {
      kind: session.kind,
      region: session.region,
      name: session.name,
      data,
    });
    return { done: true, document };
  }

  private async session(actor: Actor, id: string): Promise<RentalUploadRow> {
    const file = await this.files.file(actor);
    const session = await uploadSessionOfFile(this.dataSource.manager, file.id, id);
    if (!session) throw notFound('Upload');
    return session;
  }
}
