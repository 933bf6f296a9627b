import {
  allowedDocuments,
  applicantPolicy,
  CANDIDATE_STATUS,
  RENTAL_DOCUMENT_LISTS,
  type RentalApplicationDecision,
  type RentalApplicationDetail,
  type RentalApplicationListItem,
} from '@creneau/contracts';
import {
  applicationDetail,
  applicationInScope,
  applicationListItem,
  applicationsBeforeVisit,
  applicationsOfAgency,
  CandidateTransitionError,
  contentsOfFiles,
  decideApplication,
  FILE_STORAGE,
  RequestedKindsRefused,
  setApplicationsBeforeVisit,
  watermarkedPage,
  type FileStorage,
  type RentalApplicationRow,
  type RentalDocumentRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { ApiError, notFound } from '../common/api-error';
import type { ListQuery } from '../common/simple-rest/list-query';
import { agencyScope } from '../common/tenancy';
import { AuditService } from '../identity/masquerade/audit.service';

const scopeOf = (actor: Actor): string | null => agencyScope(actor).agencyId ?? null;

/**
 * Which documents an agent may see of an application: the kinds the region allows at its stage. Before
 * the decision that is the application's list (in Brussels: no document at all, art. 200ter); once the
 * applicant is accepted, the lease's (identity, civil status).
 */
export function visibleDocuments(row: RentalApplicationRow, documents: RentalDocumentRow[]): RentalDocumentRow[] {
  const stage = row.status === CANDIDATE_STATUS.OK ? 'lease' : 'application';
  const categories = allowedDocuments(applicantPolicy(row.region, 'rent'), stage);
  const kinds = new Set(
    RENTAL_DOCUMENT_LISTS[row.region].filter((rule) => categories.has(rule.category)).map((rule) => rule.kind),
  );
  return documents.filter((document) => kinds.has(document.kind));
}

/** The agency's applications (issue 21): read, decided through the candidate's transitions, documents watermarked. */
@Injectable()
export class RentalApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: RentalApplicationListItem[]; total: number }> {
    const manager = this.dataSource.manager;
    const status = query.filter.status === undefined ? undefined : Number(query.filter.status);
    const page = await applicationsOfAgency(
      manager,
      scopeOf(actor),
      { listingId: query.filter.listingId as string | undefined, status },
      { offset: query.offset, limit: query.limit },
    );
    const { people, documents } = await contentsOfFiles(
      manager,
      page.rows.map((row) => row.fileId),
    );
    return {
      rows: page.rows.map((row) => applicationListItem(row, people, visibleDocuments(row, documents))),
      total: page.total,
    };
  }

  async get(actor: Actor, id: string): Promise<RentalApplicationDetail> {
    const row = await this.row(actor, id);
    const { people, documents } = await contentsOfFiles(this.dataSource.manager, [row.fileId]);
    return applicationDetail(row, people, visibleDocuments(row, documents));
  }

  async decide(actor: Actor, id: string, decision: RentalApplicationDecision): Promise<RentalApplicationDetail> {
    await this.dataSource.transaction(async (manager) => {
      const row = await applicationInScope(manager, id, { agencyId: scopeOf(actor) });
      if (!row) throw notFound('Application');
      await decideInTransaction(manager, row, decision, actor.userId);
      await this.audit.record(manager, actor, 'rental_file.decided', row.agencyId, {
        applicationId: id,
        decision: decision.decision,
      });
    });
    return this.get(actor, id);
  }

  /** One page of a document, rasterised with the watermark burnt in; every view is in the audit log. */
  async page(actor: Actor, id: string, documentId: string, page: number): Promise<Buffer> {
    const row = await this.row(actor, id);
    const { documents } = await contentsOfFiles(this.dataSource.manager, [row.fileId]);
    const document = visibleDocuments(row, documents).find((each) => each.id === documentId);
    if (!document || page < 1 || page > document.pages) throw notFound('Page');
    const stored = await this.storage.get(document.storageKey);
    if (!stored) throw notFound('Document');
    const image = await watermarkedPage({ data: stored.data, mimeType: document.mimeType }, page, {
      agencyName: row.agencyName,
      date: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date()),
    });
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, actor, 'rental_file.document_viewed', row.agencyId, {
        applicationId: id,
        documentId,
        page,
      }),
    );
    return image;
  }

  async settings(actor: Actor): Promise<{ applicationsBeforeVisit: boolean }> {
    const agencyId = this.ownAgency(actor);
    return { applicationsBeforeVisit: await applicationsBeforeVisit(this.dataSource.manager, agencyId) };
  }

  async updateSettings(actor: Actor, allowed: boolean): Promise<{ applicationsBeforeVisit: boolean }> {
    const agencyId = this.ownAgency(actor);
    await this.dataSource.transaction(async (manager) => {
      await setApplicationsBeforeVisit(manager, agencyId, allowed);
      await this.audit.record(manager, actor, 'rental_file.settings_updated', agencyId, {
        applicationsBeforeVisit: allowed,
      });
    });
    return { applicationsBeforeVisit: allowed };
  }

  private ownAgency(actor: Actor): string {
    if (!actor.agencyId) throw notFound('Agency');
    return actor.agencyId;
  }

  private async row(actor: Actor, id: string): Promise<RentalApplicationRow> {
    const row = await applicationInScope(this.dataSource.manager, id, { agencyId: scopeOf(actor) });
    if (!row) throw notFound('Application');
    return row;
  }
}

/** A decision in the caller's transaction, its refusals said with the API's stable codes (409, 422). */
export async function decideInTransaction(
  manager: Parameters<typeof decideApplication>[0],
  row: RentalApplicationRow,
  decision: RentalApplicationDecision,
  userId: string,
): Promise<void> {
  try {
    await decideApplication(manager, row, decision, { kind: 'agent', userId });
  } catch (error) {
    if (error instanceof CandidateTransitionError) throw new ApiError(409, error.code, error.message);
    if (error instanceof RequestedKindsRefused) {
      throw new ApiError(422, 'DOCUMENT_KIND_NOT_ALLOWED', error.message, {
        region: row.region,
        kind: error.kinds[0] ?? '',
        role: 'tenant',
        reason: 'not_in_region',
        allowedKinds: RENTAL_DOCUMENT_LISTS[row.region].map((rule) => rule.kind),
      });
    }
    throw error;
  }
}
