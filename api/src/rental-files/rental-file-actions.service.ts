import {
  RENTAL_DOCUMENT_LISTS,
  type RentalApplicationDecision,
  type RentalFileAction,
  type RentalFileActionPreview,
  type RentalFileActionRequest,
  type RentalFileActionResult,
} from '@creneau/contracts';
import {
  AuditEntryEntity,
  applicationInScope,
  contentsOfFiles,
  findActionToken,
  spendActionToken,
  type ActionTokenRow,
  type RentalApplicationRow,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../common/api-error';
import { decideInTransaction } from './rental-applications.service';

/** A link's token that cannot act: unknown, tampered or for another action (404), used (409), expired (410). */
function refuseToken(token: ActionTokenRow | null): asserts token is ActionTokenRow {
  if (!token) throw new ApiError(404, 'TOKEN_INVALID', 'This link is not valid');
  if (token.usedAt) throw new ApiError(409, 'TOKEN_USED', 'This link has already been used');
  if (token.expired) throw new ApiError(410, 'TOKEN_EXPIRED', 'This link has expired');
}

/**
 * The links of agents' messages (`/rf/{token}/{action}`): GET describes what the link would do and
 * consumes nothing (a mail scanner's GET never acts); POST acts once, as the agent the link was made for,
 * through the same decisions as the back office, and spends the token in the same transaction.
 */
@Injectable()
export class RentalFileActionsService {
  constructor(private readonly dataSource: DataSource) {}

  async preview(token: string, action: RentalFileAction): Promise<RentalFileActionPreview> {
    const manager = this.dataSource.manager;
    const row = await findActionToken(manager, token, action, false);
    refuseToken(row);
    const application = await this.application(manager, row);
    const { people } = await contentsOfFiles(manager, [application.fileId]);
    const main = people.find((person) => person.role === 'tenant');
    return {
      action,
      applicationId: application.id,
      applicant: { firstName: main?.firstName ?? null, lastName: main?.lastName ?? null },
      listingReference: application.reference,
      agencyName: application.agencyName,
      expiresAt: row.expiresAt.toISOString(),
      kinds:
        action === 'ask_documents'
          ? RENTAL_DOCUMENT_LISTS[application.region].map(({ kind, wording }) => ({ kind, wording }))
          : [],
    };
  }

  async act(token: string, action: RentalFileAction, body: RentalFileActionRequest): Promise<RentalFileActionResult> {
    return this.dataSource.transaction(async (manager) => {
      const row = await findActionToken(manager, token, action, true);
      refuseToken(row);
      const application = await this.application(manager, row);
      const decision = decisionOf(action, body);
      if (decision) await decideInTransaction(manager, application, decision, row.userId);
      await spendActionToken(manager, row.id);
      await manager.insert(AuditEntryEntity, {
        action: `rental_file.link_${action}`,
        actorUserId: row.userId,
        effectiveUserId: row.userId,
        agencyId: application.agencyId,
        method: 'POST',
        path: `/api/public/rf/…/${action}`,
        status: null,
        ip: null,
        details: { applicationId: application.id },
      });
      return {
        action,
        applicationId: application.id,
        redirect: action === 'view' ? `/pro/#/rental-applications/${application.id}/show` : null,
      };
    });
  }

  private async application(manager: EntityManager, row: ActionTokenRow): Promise<RentalApplicationRow> {
    const application = await applicationInScope(manager, row.applicationId, { agencyId: null });
    if (!application) throw new ApiError(404, 'TOKEN_INVALID', 'This link is not valid');
    return application;
  }
}

/** What a link does: view decides nothing; the others need what their decision needs (400 otherwise). */
function decisionOf(action: RentalFileAction, body: RentalFileActionRequest): RentalApplicationDecision | null {
  switch (action) {
    case 'view':
      return null;
    case 'accept':
      return { decision: 'accept' };
    case 'refuse':
      if (!body.refusalReason)
        throw new ApiError(409, 'CANDIDATE_REFUSAL_REASON_REQUIRED', 'A refusal needs its reason');
      return { decision: 'refuse', refusalReason: body.refusalReason };
    case 'ask_documents':
      if (!body.kinds?.length) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Name the kinds asked', {
          fields: [{ field: 'kinds', constraints: ['arrayMinSize'] }],
        });
      }
      return { decision: 'ask_documents', kinds: body.kinds };
  }
}
