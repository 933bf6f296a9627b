import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { isMasquerading, isOps, type Actor } from '../../common/actor';
import { AuditService } from './audit.service';

const RESOURCE = 'opsReadAudit:resource';
// Enough to say which records were read; a list of thousands is summed up by its count.
const IDS_KEPT = 100;

interface Row {
  id?: unknown;
  agencyId?: unknown;
}

/**
 * An agency is the controller of its visitors' data: when the operator's staff read it (support, masquerade
 * or not), the agency's admins see it in their audit log, one `ops.read` entry per agency whose records the
 * answer held, written before the answer leaves.
 */
export const AuditsOpsReads = (resource: string) =>
  applyDecorators(SetMetadata(RESOURCE, resource), UseInterceptors(OpsReadAudit));

function byAgency(body: unknown): Map<string, string[]> {
  const rows = (Array.isArray(body) ? body : [body]) as Row[];
  const agencies = new Map<string, string[]>();
  for (const row of rows) {
    if (typeof row?.agencyId !== 'string') continue;
    const ids = agencies.get(row.agencyId) ?? [];
    if (typeof row.id === 'string') ids.push(row.id);
    agencies.set(row.agencyId, ids);
  }
  return agencies;
}

@Injectable()
export class OpsReadAudit implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { actor?: Actor }>();
    const resource = this.reflector.getAllAndOverride<string | undefined>(RESOURCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const actor = req.actor;
    if (!resource || !actor || !(isOps(actor) || isMasquerading(actor))) return next.handle();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        await this.record(actor, req, resource, body);
        return body;
      }),
    );
  }

  private async record(actor: Actor, req: Request, resource: string, body: unknown): Promise<void> {
    const trace = { method: req.method, path: req.originalUrl.split('?')[0], status: 200, ip: req.ip ?? null };
    for (const [agencyId, ids] of byAgency(body)) {
      const details = { resource, count: ids.length, ids: ids.slice(0, IDS_KEPT), masquerading: isMasquerading(actor) };
      await this.audit.record(this.dataSource.manager, actor, 'ops.read', agencyId, details, trace);
    }
  }
}
