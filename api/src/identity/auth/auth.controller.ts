import { CAPTCHA_ACTIONS, type MeResponse } from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError } from '../../common/api-error';
import { CaptchaService } from '../abuse/captcha.service';
import { LIMITS, RateLimiter } from '../abuse/rate-limiter.service';
import { SignInSlowdown } from '../abuse/sign-in-slowdown.service';
import { SignInDto } from '../dto/sign-in.dto';
import type { Actor } from '../../common/actor';
import { CurrentActor, Public } from '../../common/auth.decorators';
import { AuthService, type RequestMeta } from './auth.service';
import { SessionResponder } from './session-responder';
import { SameOriginJson } from './same-origin.guard';
import { SessionService } from './session.service';
import { Responds } from '../../openapi/responds.decorator';

export const requestMeta = (req: Request): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly responder: SessionResponder,
    private readonly limiter: RateLimiter,
    private readonly captcha: CaptchaService,
    private readonly slowdown: SignInSlowdown,
  ) {}

  @Public()
  @SameOriginJson()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password; sets the session and CSRF cookies' })
  @Responds('MeResponse')
  async signIn(
    @Body() dto: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeResponse> {
    await this.limiter.hit(LIMITS.signInPerIp, req.ip ?? 'unknown');
    await this.captcha.check(dto.captchaToken, req.ip ?? null, CAPTCHA_ACTIONS.signIn);
    await this.slowdown.before(dto.email);
    let userId: string;
    try {
      userId = await this.auth.verifyPassword(dto, requestMeta(req));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') await this.slowdown.failed(dto.email);
      throw error;
    }
    await this.slowdown.succeeded(dto.email);
    return this.responder.open(userId, req, res);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user, agency, masquerade state and CSRF token' })
  @Responds('MeResponse')
  me(@CurrentActor() actor: Actor): Promise<MeResponse> {
    return this.auth.me(actor);
  }

  @Post('sign-out')
  @HttpCode(204)
  async signOut(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revoke(actor.sessionId);
    this.responder.clear(res);
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out every session of the signed-in person, this one included, and close their streams',
  })
  async signOutEverywhere(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<void> {
    // The real person's sessions: an ops user masquerading signs out themself, not the one they act as.
    await this.sessions.revokeAllOf(actor.realUserId);
    this.responder.clear(res);
  }
}
