import type { HealthReport } from '@creneau/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth.decorators';
import { HealthService } from './health.service';
import { Responds } from '../openapi/responds.decorator';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    summary:
      'Readiness: Postgres, Redis, outbox lag and workers. 503 while Postgres or Redis is down; 200 with ' +
      'status "degraded" when the API serves but workers were not seen lately or the outbox lags',
  })
  // Declared, as a 503 is: @nestjs/swagger adds no 200 of its own beside a declared response.
  @ApiOkResponse({ description: 'The API serves: status ok, or degraded (workers not seen lately, outbox lag).' })
  @ApiServiceUnavailableResponse({
    description: 'Postgres or Redis is down: the same report, saying which.',
    schema: { $ref: '#/components/schemas/HealthReport' },
  })
  @Responds('HealthReport', 'The API serves (ok or degraded); the same body with 503 while Postgres or Redis is down.')
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    // Degraded is still 200: this replica serves (bookings commit to the outbox), and a load balancer
    // taking every replica out over a worker outage would turn it into a full one.
    response.status(report.status === 'unavailable' ? 503 : 200);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
