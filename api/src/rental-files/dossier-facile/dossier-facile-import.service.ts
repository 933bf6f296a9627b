import {
  BufferedImportSink,
  countPeople,
  DossierFacileError,
  FILE_STORAGE,
  ImportTooLarge,
  importDossierFacileFile,
  type DossierFacileClient,
  type FileStorage,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/actor';
import { notFound } from '../../common/api-error';
import { AuditService } from '../../identity/masquerade/audit.service';
import { RentalFileUpdatesPublisher } from '../rental-file-updates.publisher';
import { VisitorRentalFileService } from '../visitor-rental-file.service';
import { DOSSIER_FACILE_CLIENT } from './dossier-facile-client.token';

/** How an import ended, as the file editor reads it back from its address (?dossierfacile=…). */
export type DossierFacileOutcome =
  | { outcome: 'imported'; documents: number; skipped: number; refused: number }
  | { outcome: 'notEmpty' | 'denied' | 'expired' | 'unavailable' | 'tooLarge' };

/** What the connect step keeps in the visitor's browser until DossierFacile sends them back. */
export interface PendingConnect {
  state: string;
  verifier: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * DossierFacile Connect for the signed-in visitor (docs/integrations/dossierfacile.md): the consent URL
 * with a fresh `state` and PKCE verifier, then on the way back the code exchanged, the file imported
 * through the same validation as uploads, and written in one go into an empty file.
 */
@Injectable()
export class DossierFacileImportService {
  constructor(
    @Inject(DOSSIER_FACILE_CLIENT) private readonly client: DossierFacileClient | null,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly dataSource: DataSource,
    private readonly files: VisitorRentalFileService,
    private readonly audit: AuditService,
    private readonly updates: RentalFileUpdatesPublisher,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DossierFacileImportService.name);
  }

  /** The consent page's URL and what to keep until the callback; null when the file already has people. */
  async connect(actor: Actor): Promise<{ url: string; pending: PendingConnect } | { outcome: 'notEmpty' }> {
    const client = this.required();
    if (!(await this.fileIsEmpty(actor))) return { outcome: 'notEmpty' };
    const pending = { state: base64url(randomBytes(24)), verifier: base64url(randomBytes(32)) };
    const challenge = base64url(createHash('sha256').update(pending.verifier).digest());
    return { url: client.authorisationUrl(pending.state, challenge), pending };
  }

  async callback(
    actor: Actor,
    answer: { code?: string; state?: string; error?: string },
    pending: PendingConnect | null,
  ): Promise<DossierFacileOutcome> {
    const client = this.required();
    if (answer.error) return { outcome: 'denied' };
    // A state that is not the one this browser was given: another tab's, a replay, or a forged link.
    if (!pending || !answer.code || !answer.state || answer.state !== pending.state) return { outcome: 'expired' };
    if (!(await this.fileIsEmpty(actor))) return { outcome: 'notEmpty' };
    const file = await this.files.file(actor);
    try {
      const { accessToken } = await client.exchangeCode(answer.code, pending.verifier);
      const sink = new BufferedImportSink();
      const report = await importDossierFacileFile(client, accessToken, sink);
      const written = await sink.commit(this.dataSource.manager, this.storage, {
        fileId: file.id,
        userId: actor.userId,
      });
      await this.audit.record(this.dataSource.manager, actor, 'rental_file.imported', null, {
        provider: 'dossierfacile',
        people: written.people,
        documents: written.documents,
        skipped: report.skipped.length,
        refused: report.refused.map(({ code }) => code),
      });
      await this.updates.fileChanged(file.id);
      return {
        outcome: 'imported',
        documents: written.documents,
        skipped: report.skipped.length,
        refused: report.refused.length,
      };
    } catch (error) {
      if (error instanceof ImportTooLarge) return { outcome: 'tooLarge' };
      if (!(error instanceof DossierFacileError)) throw error;
      this.logger.warn({ code: error.code, status: error.status }, 'DossierFacile import failed');
      if (error.code === 'DOSSIERFACILE_FORBIDDEN') return { outcome: 'denied' };
      if (error.code === 'DOSSIERFACILE_GRANT_INVALID' || error.code === 'DOSSIERFACILE_UNAUTHORISED') {
        return { outcome: 'expired' };
      }
      return { outcome: 'unavailable' };
    }
  }

  private required(): DossierFacileClient {
    // Off on this install (no DOSSIERFACILE_ variables): the route does not exist for the visitor.
    if (!this.client) throw notFound('DossierFacile import');
    return this.client;
  }

  private async fileIsEmpty(actor: Actor): Promise<boolean> {
    const file = await this.files.file(actor);
    return (await countPeople(this.dataSource.manager, file.id)) === 0;
  }
}
