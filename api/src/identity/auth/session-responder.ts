import type { MeResponse } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { AuthService } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { SessionService } from './session.service';

/** Opens a session for a user proven by any means (password, magic link, reset, invitation). */
@Injectable()
export class SessionResponder {
  private readonly secure: boolean;

  constructor(
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.secure = config.PUBLIC_URL.startsWith('https:');
  }

  async open(userId: string, req: Request, res: Response): Promise<MeResponse> {
    const session = await this.sessions.open(userId, req.ip ?? null, req.headers['user-agent'] ?? null);
    setSessionCookies(res, session.token, session.csrfToken, this.secure);
    const actor = await this.sessions.resolve(session.token);
    if (!actor) throw new Error('a session just opened did not resolve');
    return this.auth.me(actor);
  }

  clear(res: Response): void {
    clearSessionCookies(res, this.secure);
  }
}
