import type { VisitorVisit } from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { RescheduleVisitDto } from '../visits/dto/visit-actions.dto';
import { VisitsService } from '../visits/visits.service';
import { VisitorCancelDto } from './dto/visitor.dto';
import { ownedCandidateIds } from './visitor-scope';
import { listVisitorVisits, loadVisitorVisit } from './visitor-visits.query';
import { Responds, RespondsArray } from '../openapi/responds.decorator';

// Said to the agent when the visitor gives no reason; the agent's screens translate it.
const NO_REASON = 'candidate_cancelled';

/** The signed-in visitor's own visits; any other visit id answers 404. */
@ApiTags('visitor')
@Allow('visitor')
@Controller('visitor/visits')
export class VisitorVisitsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly visits: VisitsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My visits, soonest first (upcoming and past)' })
  @RespondsArray('VisitorVisit')
  async list(@CurrentActor() actor: Actor): Promise<VisitorVisit[]> {
    return listVisitorVisits(this.dataSource.manager, await this.candidates(actor));
  }

  @Get(':id')
  @Responds('VisitorVisit')
  async get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<VisitorVisit> {
    return this.view(await this.candidates(actor), id);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'I will come: confirms one of my upcoming visits (twice is a no-op)' })
  @Responds('VisitorVisit')
  async confirm(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<VisitorVisit> {
    const candidateIds = await this.candidates(actor);
    await this.visits.confirmIn({ candidateIds }, id);
    return this.view(candidateIds, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancels one of my upcoming visits; the agent is warned' })
  @Responds('VisitorVisit')
  async cancel(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: VisitorCancelDto,
  ): Promise<VisitorVisit> {
    const candidateIds = await this.candidates(actor);
    await this.visits.cancelIn({ candidateIds }, id, 'candidate', dto.reason?.trim() || NO_REASON);
    return this.view(candidateIds, id);
  }

  @Post(':id/reschedule')
  @ApiOperation({ summary: 'Moves one of my upcoming visits to another offered start of the same listing' })
  @Responds('VisitorVisit')
  async reschedule(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RescheduleVisitDto,
  ): Promise<VisitorVisit> {
    const candidateIds = await this.candidates(actor);
    const newId = await this.visits.move({ candidateIds }, id, dto.startsAt, 'candidate');
    return this.view(candidateIds, newId);
  }

  private candidates(actor: Actor): Promise<string[]> {
    return ownedCandidateIds(this.dataSource.manager, actor.userId);
  }

  private async view(candidateIds: string[], id: string): Promise<VisitorVisit> {
    const visit = await loadVisitorVisit(this.dataSource.manager, candidateIds, id);
    if (!visit) throw notFound('Visit');
    return visit;
  }
}
