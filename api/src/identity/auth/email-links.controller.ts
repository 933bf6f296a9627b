import { CAPTCHA_ACTIONS, type CaptchaAction, type MeResponse } from '@creneau/contracts';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AfterResponse } from '../../common/after-response.service';
import { CaptchaService } from '../abuse/captcha.service';
import { LIMITS, RateLimiter } from '../abuse/rate-limiter.service';
import {
  ConsumeTokenDto,
  RequestMagicLinkDto,
  RequestPasswordResetDto,
  SetPasswordWithTokenDto,
} from '../dto/email-links.dto';
import { Public } from '../../common/auth.decorators';
import { EmailLinksService } from './email-links.service';
import { SameOriginJson } from './same-origin.guard';
import { SessionResponder } from './session-responder';
import { Responds } from '../../openapi/responds.decorator';

// Links in e-mails open a page (GET, harmless for mail scanners); only these POSTs act on them.
@ApiTags('auth')
@Public()
@Controller('auth')
export class EmailLinksController {
  constructor(
    private readonly links: EmailLinksService,
    private readonly responder: SessionResponder,
    private readonly limiter: RateLimiter,
    private readonly captcha: CaptchaService,
    private readonly afterResponse: AfterResponse,
  ) {}

  @Post('magic-links')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a visitor a single-use sign-in link (202 whether or not the address is known)' })
  async requestMagicLink(@Body() dto: RequestMagicLinkDto, @Req() req: Request): Promise<void> {
    await this.guard(dto, req, CAPTCHA_ACTIONS.magicLink);
    // Answered before the account is even looked up: a known address takes no longer than an unknown one.
    this.afterResponse.run('magic link', () => this.links.sendMagicLink(dto.email));
  }

  @SameOriginJson()
  @Post('magic-links/consume')
  @HttpCode(200)
  @Responds('MeResponse')
  async consumeMagicLink(
    @Body() dto: ConsumeTokenDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeResponse> {
    return this.responder.open(await this.links.signInWithMagicLink(dto.token), req, res);
  }

  @Post('password-resets')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a password-reset link (202 whether or not the address is known)' })
  async requestPasswordReset(@Body() dto: RequestPasswordResetDto, @Req() req: Request): Promise<void> {
    await this.guard(dto, req, CAPTCHA_ACTIONS.passwordReset);
    this.afterResponse.run('password reset', () => this.links.sendPasswordReset(dto.email, dto.area));
  }

  @SameOriginJson()
  @Post('password-resets/consume')
  @HttpCode(200)
  @Responds('MeResponse')
  async resetPassword(
    @Body() dto: SetPasswordWithTokenDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeResponse> {
    return this.responder.open(await this.links.resetPassword(dto.token, dto.password), req, res);
  }

  @SameOriginJson()
  @Post('invitations/accept')
  @HttpCode(200)
  @Responds('MeResponse')
  async acceptInvitation(
    @Body() dto: SetPasswordWithTokenDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeResponse> {
    return this.responder.open(await this.links.acceptInvitation(dto.token, dto.password), req, res);
  }

  private async guard(dto: RequestMagicLinkDto, req: Request, action: CaptchaAction): Promise<void> {
    await this.limiter.hit(LIMITS.emailLinkPerIp, req.ip ?? 'unknown');
    await this.limiter.hit(LIMITS.emailLinkPerAccount, dto.email);
    await this.captcha.check(dto.captchaToken, req.ip ?? null, action);
  }
}
