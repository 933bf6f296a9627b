import type { ShortLinkView } from '@creneau/contracts';
import { Body, Controller, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LIMITS, RateLimiter } from '../identity/abuse/rate-limiter.service';
import { Public } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';
import { ApplicationService } from './application.service';
import { ApplicantAnswersDto } from '../applicant-answers/applicant-answers.dto';

/** The candidate's own link (/c/{code}): after the visit, the application questions of the listing's region. */
@ApiTags('public')
@Public()
@Controller('public/short-links')
export class ApplicationLinkController {
  constructor(
    private readonly application: ApplicationService,
    private readonly limiter: RateLimiter,
  ) {}

  @Put(':code/application')
  @HttpCode(200)
  @Responds('ShortLinkView')
  @ApiOperation({
    summary: "After the visit: the application answers the listing's region allows (resources, household size)",
  })
  async apply(
    @Param('code') code: string,
    @Body() dto: ApplicantAnswersDto,
    @Req() req: Request,
  ): Promise<ShortLinkView> {
    await this.limiter.hit(LIMITS.shortLinkPerIp, req.ip ?? 'unknown');
    return this.application.apply(code, dto);
  }
}
