import {
  CANDIDATE_STATUS,
  type CandidateBulkStatusResult,
  type CandidateDetail,
  type CandidateListItem,
  type CandidateSourceDetail,
  cleanSourceDetail,
} from '@creneau/contracts';
import {
  CandidateMergeError,
  CandidateTransitionError,
  ListingEntity,
  candidateDetailRow,
  candidateHistoryRows,
  candidateListRows,
  candidateMessageRows,
  duplicateRows,
  candidateVisitRows,
  countCandidates,
  lockCandidate,
  mergeCandidates,
  moveCandidate,
  otherRequestRows,
  upsertCandidate,
  type CandidateActor,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { e164Of, phoneCountryOf } from '../common/phone.util';
import { filterConditions, positionalBinder, type ListQuery } from '../common/simple-rest/list-query';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { toCandidateDetail, toCandidateListItem } from './candidate-view';
import { CANDIDATES_LIST } from './candidates-list';
import type { CandidateStatusDto, ManualCandidateDto } from './dto/candidate.dto';

/** The agency an actor works in (null for ops, who see all) and how the history names them. */
function scopeOf(actor: Actor): { agencyId: string | null; who: CandidateActor } {
  const scope = agencyScope(actor);
  return { agencyId: 'agencyId' in scope ? scope.agencyId : null, who: { kind: 'agent', userId: actor.userId } };
}

function refusedMove(error: unknown): never {
  if (error instanceof CandidateTransitionError) throw new ApiError(409, error.code, error.message);
  if (error instanceof CandidateMergeError) throw new ApiError(409, error.code, error.message);
  throw error;
}

const reasonWithoutRefusal = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'A refusal reason goes with status 2 (KO) only', {
    fields: [{ field: 'refusalReason', constraints: ['isEmpty'] }],
  });

/** The candidates of the back office (issue 20): their list, page, status, merges and manual entries. */
@Injectable()
export class CandidatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: CandidateListItem[]; total: number }> {
    const { agencyId } = scopeOf(actor);
    const params: unknown[] = [agencyId];
    const where = [
      '($1::uuid IS NULL OR c.agency_id = $1)',
      'c.merged_into IS NULL',
      ...filterConditions(query, CANDIDATES_LIST, positionalBinder(params)),
    ].join(' AND ');
    const manager = this.dataSource.manager;
    const [rows, total] = await Promise.all([
      // Every sortable column is NOT NULL: no NULLS LAST, so the order is the indexes' own (bench P16).
      candidateListRows(manager, where, params, {
        orderBy: query.orderBy.map(([column, order]) => `${column} ${order}`).join(', '),
        limit: query.limit,
        offset: query.offset,
      }),
      countCandidates(manager, where, params),
    ]);
    return { rows: rows.map(toCandidateListItem), total };
  }

  async get(actor: Actor, id: string): Promise<CandidateDetail> {
    return this.detail(this.dataSource.manager, id, scopeOf(actor).agencyId);
  }

  /** Moves one candidate; 409 with a stable code when the move is refused, and then nothing changed. */
  async changeStatus(actor: Actor, id: string, dto: CandidateStatusDto): Promise<CandidateDetail> {
    if (dto.refusalReason && dto.status !== CANDIDATE_STATUS.KO) throw reasonWithoutRefusal();
    const { agencyId, who } = scopeOf(actor);
    await this.dataSource
      .transaction(async (manager) => {
        const candidate = await lockCandidate(manager, id, agencyId);
        if (!candidate) throw notFound('Candidate');
        await moveCandidate(manager, candidate, { to: dto.status, reason: dto.refusalReason, actor: who });
      })
      .catch(refusedMove);
    return this.get(actor, id);
  }

  /**
   * Moves each candidate in a transaction of its own: one refused (a refusal of a candidate already
   * accepted and refused, one of another agency) leaves the others moved, and is listed with its code.
   */
  async changeStatuses(actor: Actor, ids: string[], dto: CandidateStatusDto): Promise<CandidateBulkStatusResult> {
    if (dto.refusalReason && dto.status !== CANDIDATE_STATUS.KO) throw reasonWithoutRefusal();
    const { agencyId, who } = scopeOf(actor);
    const result: CandidateBulkStatusResult = { moved: [], unchanged: [], refused: [] };
    for (const id of ids) {
      try {
        const moved = await this.dataSource.transaction(async (manager) => {
          const candidate = await lockCandidate(manager, id, agencyId);
          if (!candidate) return undefined;
          return moveCandidate(manager, candidate, { to: dto.status, reason: dto.refusalReason, actor: who });
        });
        if (moved === undefined) result.refused.push({ id, code: 'NOT_FOUND' });
        else (moved ? result.moved : result.unchanged).push(id);
      } catch (error) {
        if (!(error instanceof CandidateTransitionError)) throw error;
        result.refused.push({ id, code: error.code });
      }
    }
    return result;
  }

  async merge(actor: Actor, intoId: string, fromId: string): Promise<CandidateDetail> {
    const { agencyId, who } = scopeOf(actor);
    await this.dataSource
      .transaction(async (manager) => {
        if (!(await mergeCandidates(manager, intoId, fromId, agencyId, who))) throw notFound('Candidate');
      })
      .catch(refusedMove);
    return this.get(actor, intoId);
  }

  /**
   * An agent types in a request (a phone call, a walk-in): source 'manual'. The same person already
   * asking for the same listing is met, not duplicated (their details corrected, as an agent may).
   */
  async create(actor: Actor, dto: ManualCandidateDto): Promise<CandidateDetail> {
    const { agencyId: scoped } = scopeOf(actor);
    if (!dto.email && !dto.phone) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'An e-mail or a phone is required', {
        fields: ['email', 'phone'].map((field) => ({ field, constraints: ['oneOfRequired'] })),
      });
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const agency = await this.agencyOf(manager, scoped, dto.listingId ?? null);
      const phone = dto.phone ? e164Of(dto.phone, agency.country, 'phone') : null;
      const detail: CandidateSourceDetail | undefined = cleanSourceDetail(dto.sourceDetail);
      return upsertCandidate(
        manager,
        agency.id,
        { firstName: dto.firstName, lastName: dto.lastName, email: dto.email ?? null, phone, language: dto.language },
        true,
        { listingId: dto.listingId ?? null, source: 'manual', sourceDetail: detail ?? null, actor: actor.userId },
      );
    });
    return this.detail(this.dataSource.manager, id, scoped);
  }

  /** The agency the entry goes to: the listing's (within the actor's agency), else the actor's own. */
  private async agencyOf(manager: EntityManager, scoped: string | null, listingId: string | null) {
    let id = scoped;
    if (listingId) {
      const listing = await manager.getRepository(ListingEntity).findOneBy({ id: listingId });
      if (!listing || (scoped && listing.agencyId !== scoped)) throw notFound('Listing');
      id = listing.agencyId;
    }
    if (!id) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Ops enter a candidate for a listing, which names its agency', {
        fields: [{ field: 'listingId', constraints: ['isDefined'] }],
      });
    }
    return { id, country: await phoneCountryOf(manager, id) };
  }

  private async detail(manager: EntityManager, id: string, agencyId: string | null): Promise<CandidateDetail> {
    const row = await candidateDetailRow(manager, id, agencyId);
    if (!row) throw notFound('Candidate');
    const [visits, messages, history, otherRequests, duplicates] = await Promise.all([
      candidateVisitRows(manager, id),
      candidateMessageRows(manager, id),
      candidateHistoryRows(manager, id),
      otherRequestRows(manager, { id, agencyId: row.agencyId, email: row.email, phone: row.phone }),
      duplicateRows(manager, { ...row, id }),
    ]);
    return toCandidateDetail({ row, visits, messages, history, otherRequests, duplicates });
  }
}
