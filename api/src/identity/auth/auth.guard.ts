import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error';
import { MasqueradeAudit } from '../masquerade/masquerade-audit';
import { ALLOWED, PUBLIC_ROUTE, type Permission, type RequestWithActor } from '../../common/auth.decorators';
import { CSRF_HEADER, SESSION_COOKIE } from './session-cookies';
import { SessionService } from './session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The one place that decides who is calling; registered globally, so a new route is closed by default. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly masqueradeAudit: MasqueradeAudit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
    const token: unknown = request.cookies?.[SESSION_COOKIE];
    request.actor =
      typeof token === 'string' && token.length > 0 ? ((await this.sessions.resolve(token)) ?? undefined) : undefined;
    if (isPublic) return true;

    const actor = request.actor;
    if (!actor) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue');
    this.masqueradeAudit.watch(actor, request, context.switchToHttp().getResponse<Response>());
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, actor.csrfToken)) {
        throw new ApiError(403, 'CSRF_TOKEN_INVALID', 'Missing or wrong X-CSRF-Token header');
      }
    }
    const allowed = this.reflector.getAllAndOverride<Permission[] | undefined>(ALLOWED, targets);
    if (allowed && !allowed.includes(actor.authType) && !(actor.role && allowed.includes(actor.role))) {
      throw new ApiError(403, 'FORBIDDEN', 'You are not allowed to do this');
    }
    return true;
  }
}
