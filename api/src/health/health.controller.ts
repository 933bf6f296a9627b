import type { HealthReport } from '@creneau/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../identity/auth/auth.decorators';
import { HealthService } from './health.service';
import { Responds } from '../openapi/responds.decorator';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Readiness: Postgres, Redis and outbox lag; 503 while a dependency is down' })
  // Declared, as a 503 is: @nestjs/swagger adds no 200 of its own beside a declared response.
  @ApiOkResponse({ description: 'Every dependency answers.' })
  @ApiServiceUnavailableResponse({
    description: 'A dependency is down: the same report, saying which.',
    schema: { $ref: '#/components/schemas/HealthReport' },
  })
  @Responds('HealthReport', 'Every dependency answers; the same body with 503 while one is down.')
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    response.status(report.status === 'ok' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
