import { redactUrl } from '@creneau/server';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { RateLimiter, type Limit } from '../identity/abuse/rate-limiter.service';
import { Public } from '../common/auth.decorators';
import { ClientErrorDto } from './dto/client-error.dto';

// A page stuck in a crash loop must not flood the logs: a few reports per minute per address is plenty.
const REPORTS_PER_IP: Limit = { name: 'client-errors:ip', max: 20, windowSeconds: 60 };

/** The error-reporting service of the public site: browser crashes land in the API's structured logs. */
@ApiTags('public')
@Public()
@Controller('public/client-errors')
export class ClientErrorsController {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(ClientErrorsController.name);
  }

  @Post()
  @HttpCode(204)
  @ApiOperation({ summary: 'Report an error seen in a browser (production front ends only)' })
  async report(@Body() dto: ClientErrorDto, @Req() req: Request): Promise<void> {
    await this.limiter.hit(REPORTS_PER_IP, req.ip ?? 'unknown');
    this.logger.warn(
      { clientError: { ...dto, url: redactUrl(dto.url), userAgent: req.headers['user-agent']?.slice(0, 300) } },
      'client error reported',
    );
  }
}
