import { AuditEntryEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../common/actor';

export interface HttpTrace {
  method: string;
  path: string;
  status: number;
  ip: string | null;
}

/** Who really did what, and as whom: the ops user stays the actor while masquerading. */
@Injectable()
export class AuditService {
  async record(
    manager: EntityManager,
    actor: Actor,
    action: string,
    agencyId: string | null,
    details: Record<string, unknown> = {},
    trace?: HttpTrace,
  ): Promise<void> {
    await manager.insert(AuditEntryEntity, {
      action,
      actorUserId: actor.realUserId,
      effectiveUserId: actor.userId,
      agencyId,
      method: trace?.method ?? null,
      path: trace?.path ?? null,
      status: trace?.status ?? null,
      ip: trace?.ip ?? null,
      details: details as AuditEntryEntity['details'] & object,
    });
  }
}
