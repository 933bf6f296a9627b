import { Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../common/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';

/**
 * Against login CSRF: a page elsewhere must not sign a browser into the attacker's account (a plain HTML
 * form posting to sign-in or to a magic link's consumption). These routes take JSON only, which a form
 * cannot send without a preflight, and refuse a browser that says the request comes from another site:
 * Sec-Fetch-Site other than same-origin, else an Origin that is not this install's. A client that sends
 * neither header is no browser, and no CSRF.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.publicOrigin = new URL(config.PUBLIC_URL).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('application/json'))
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This route takes a JSON body (application/json)');
    if (!this.fromThisSite(req))
      throw new ApiError(403, 'CROSS_SITE_REQUEST', 'This request must come from a page of this site');
    return true;
  }

  private fromThisSite(req: Request): boolean {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin';
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (origin === this.publicOrigin) return true;
    // The host the browser addressed (a second name of the install, 127.0.0.1 for localhost).
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
}

/** Routes that open a session from a body: JSON only, from this site only (see SameOriginGuard). */
export const SameOriginJson = (): MethodDecorator & ClassDecorator => UseGuards(SameOriginGuard);
