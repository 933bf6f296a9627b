import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { isMasquerading, type Actor } from '../../common/actor';
import { AuditService } from './audit.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The masquerade routes write their own entries (started, stopped).
const SELF_AUDITED = '/api/masquerade';

/**
 * Every change attempted while masquerading is written down with the ops user who made it, once the
 * response is known: refusals by the guard and failures included.
 */
@Injectable()
export class MasqueradeAudit {
  constructor(
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly logger: PinoLogger,
  ) {}

  watch(actor: Actor, req: Request, res: Response): void {
    const path = req.originalUrl.split('?')[0];
    if (!isMasquerading(actor) || SAFE_METHODS.has(req.method) || path === SELF_AUDITED) return;
    res.once('finish', () => {
      const trace = { method: req.method, path, status: res.statusCode, ip: req.ip ?? null };
      this.audit
        .record(this.dataSource.manager, actor, 'masquerade.request', actor.agencyId, {}, trace)
        .catch((error: unknown) => this.logger.error({ err: error }, 'masquerade audit failed'));
    });
  }
}
