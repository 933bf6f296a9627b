import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { type Observable, tap } from 'rxjs';
import { DataSource } from 'typeorm';
import { isMasquerading } from '../auth/actor';
import type { RequestWithActor } from '../auth/auth.decorators';
import { AuditService } from './audit.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every change made while masquerading is written down with the ops user who made it. */
@Injectable()
export class MasqueradeAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly logger: PinoLogger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const actor = request.actor;
    if (!actor || !isMasquerading(actor) || SAFE_METHODS.has(request.method)) return next.handle();
    const write = (status: number) =>
      this.audit
        .record(this.dataSource.manager, actor, 'masquerade.request', actor.agencyId, {}, {
          method: request.method,
          path: request.originalUrl.split('?')[0],
          status,
          ip: request.ip ?? null,
        })
        .catch((error: unknown) => this.logger.error({ err: error }, 'masquerade audit failed'));
    return next.handle().pipe(
      tap({
        next: () => void write(context.switchToHttp().getResponse<Response>().statusCode),
        error: (error: { status?: number }) => void write(error.status ?? 500),
      }),
    );
  }
}
