import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LIMITS, RateLimiter } from '../identity/abuse/rate-limiter.service';
import { Public } from '../common/auth.decorators';
import { CancelByLinkDto, InterestDto } from './dto/short-link.dto';
import type { ShortLinkView } from '@creneau/contracts';
import { ShortLinksService } from './short-links.service';
import { Responds } from '../openapi/responds.decorator';

@ApiTags('public')
@Public()
@Controller('public/short-links')
export class ShortLinksController {
  constructor(
    private readonly links: ShortLinksService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':code')
  @ApiOperation({ summary: 'The visit behind a /c/{code} or /i/{code} link; reading changes nothing' })
  @Responds('ShortLinkView')
  async view(@Param('code') code: string, @Req() req: Request): Promise<ShortLinkView> {
    await this.limiter.hit(LIMITS.shortLinkPerIp, req.ip ?? 'unknown');
    return this.links.view(code);
  }

  @Post(':code/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The candidate confirms they will come' })
  @Responds('ShortLinkView')
  async confirm(@Param('code') code: string, @Req() req: Request): Promise<ShortLinkView> {
    await this.limiter.hit(LIMITS.shortLinkPerIp, req.ip ?? 'unknown');
    return this.links.confirm(code);
  }

  @Post(':code/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'The candidate cancels; the agent is warned at once' })
  @Responds('ShortLinkView')
  async cancel(@Param('code') code: string, @Body() dto: CancelByLinkDto, @Req() req: Request): Promise<ShortLinkView> {
    await this.limiter.hit(LIMITS.shortLinkPerIp, req.ip ?? 'unknown');
    return this.links.cancel(code, dto.reason);
  }

  @Post(':code/interest')
  @HttpCode(200)
  @ApiOperation({ summary: 'After the visit: still interested or not, in one tap' })
  @Responds('ShortLinkView')
  async interest(@Param('code') code: string, @Body() dto: InterestDto, @Req() req: Request): Promise<ShortLinkView> {
    await this.limiter.hit(LIMITS.shortLinkPerIp, req.ip ?? 'unknown');
    return this.links.answerInterest(code, dto.interested);
  }
}
