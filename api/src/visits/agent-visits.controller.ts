import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { findAgentInScope } from '../agenda/agent-scope';
import { parseWindow } from '../agenda/availability.service';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import type { VisitView } from './visit-view';
import { listAgentVisits } from './visits-list.query';
import { RespondsArray } from '../openapi/responds.decorator';
import { AuditsOpsReads } from '../identity/masquerade/ops-read-audit.interceptor';

@ApiTags('visits')
@Allow('realtor', 'ops')
@Controller('agents')
export class AgentVisitsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id/visits')
  @AuditsOpsReads('visit')
  @ApiOperation({
    summary: "Every visit of an agent overlapping [from, to) (ISO instants, at most 62 days), unpaged: the agenda's",
  })
  @RespondsArray('VisitView')
  async list(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<VisitView[]> {
    const window = parseWindow(from, to, Date.now());
    const agent = await findAgentInScope(this.dataSource.manager, actor, id);
    return listAgentVisits(this.dataSource.manager, agent.id, window);
  }
}
