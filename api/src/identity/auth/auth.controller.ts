import type { MeResponse } from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { SignInDto } from '../dto/sign-in.dto';
import type { Actor } from './actor';
import { CurrentActor, Public } from './auth.decorators';
import { AuthService, type RequestMeta } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { SessionService } from './session.service';

export const requestMeta = (req: Request): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
  }

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password; sets the session and CSRF cookies' })
  async signIn(
    @Body() dto: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeResponse> {
    const { session } = await this.auth.signIn(dto, requestMeta(req));
    setSessionCookies(res, session.token, session.csrfToken, this.secureCookies);
    const actor = await this.sessions.resolve(session.token);
    if (!actor) throw new Error('a session just opened did not resolve');
    return this.auth.me(actor);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user, agency, masquerade state and CSRF token' })
  me(@CurrentActor() actor: Actor): Promise<MeResponse> {
    return this.auth.me(actor);
  }

  @Post('sign-out')
  @HttpCode(204)
  async signOut(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revoke(actor.sessionId);
    clearSessionCookies(res, this.secureCookies);
  }
}
