import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { loadListingContext } from '../agenda/booking-context';
import { notFound } from '../common/api-error';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { BookingService, withE164Phone } from './booking.service';
import { BackOfficeBookVisitDto } from './dto/book-visit.dto';
import { CancelVisitDto, RescheduleVisitDto, VisitOutcomeDto } from './dto/visit-actions.dto';
import { VisitSummaryQueryDto } from './dto/visit-summary-query.dto';
import { idempotencyKeyOf } from './idempotency-key.util';
import { visitSummary, type VisitSummary } from './visit-summary.query';
import type { VisitView } from './visit-view';
import { VISITS_LIST, listVisits } from './visits-list.query';
import { VisitsService } from './visits.service';
import { Responds, RespondsList } from '../openapi/responds.decorator';
import { AuditsOpsReads } from '../identity/masquerade/ops-read-audit.interceptor';

@ApiTags('visits')
@Allow('realtor', 'ops')
@Controller('visits')
export class VisitsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly visits: VisitsService,
    private readonly booking: BookingService,
  ) {}

  @Get()
  @AuditsOpsReads('visit')
  @ApiOperation({ summary: 'Visits (ra-data-simple-rest: filter from, to, agentId, listingId, candidateId, status)' })
  @RespondsList(VISITS_LIST, 'VisitView')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VisitView[]> {
    const listQuery = parseListQuery(query, VISITS_LIST);
    const scope = agencyScope(actor);
    const { rows, total } = await listVisits(
      this.dataSource.manager,
      'agencyId' in scope ? scope.agencyId : null,
      listQuery,
    );
    sendListHeaders(res, VISITS_LIST.resource, listQuery, rows.length, total);
    return rows;
  }

  // Declared before :id, which would read "summary" as an id.
  @Get('summary')
  @ApiOperation({
    summary: 'No-show rate and interest over 90 days, new candidates of the last 7 days; per agent or per listing',
  })
  @Responds('VisitSummary')
  summary(@CurrentActor() actor: Actor, @Query() query: VisitSummaryQueryDto): Promise<VisitSummary> {
    const scope = agencyScope(actor);
    return visitSummary(this.dataSource.manager, {
      agencyId: 'agencyId' in scope ? scope.agencyId : null,
      agentId: query.agentId,
      listingId: query.listingId,
    });
  }

  @Get(':id')
  @AuditsOpsReads('visit')
  @Responds('VisitView')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<VisitView> {
    return this.visits.get(actor, id);
  }

  @Post()
  @ApiOperation({ summary: 'Book a visit for a candidate from the back office (no minimum notice)' })
  @Responds('VisitView')
  async create(
    @CurrentActor() actor: Actor,
    @Body() dto: BackOfficeBookVisitDto,
    @Headers('idempotency-key') key?: string,
  ): Promise<VisitView> {
    const scope = agencyScope(actor);
    const context = await loadListingContext(this.dataSource.manager, dto.listingId, {
      agencyId: 'agencyId' in scope ? scope.agencyId : null,
    });
    if (!context) throw notFound('Listing');
    const { listingId: _listingId, ...booking } = dto;
    const id = await this.booking.replayOrBook({
      context: { ...context, minNoticeHours: 0 },
      dto: withE164Phone(booking, context),
      source: 'back_office',
      idempotencyKey: idempotencyKeyOf(key, false),
    });
    return this.visits.get(actor, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Responds('VisitView')
  cancel(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CancelVisitDto,
  ): Promise<VisitView> {
    return this.visits.cancel(actor, id, dto);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirm a visit on the candidate's behalf (e.g. after a phone call); twice is a no-op" })
  @Responds('VisitView')
  confirm(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<VisitView> {
    return this.visits.confirm(actor, id);
  }

  @Post(':id/reschedule')
  @ApiOperation({
    summary: "Move a visit: the old one ends 'rescheduled' with rescheduledTo, the new one keeps rescheduledFrom",
  })
  @Responds('VisitView')
  reschedule(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RescheduleVisitDto,
  ): Promise<VisitView> {
    return this.visits.reschedule(actor, id, dto.startsAt);
  }

  @Post(':id/outcome')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a visit that has started as done or no-show' })
  @Responds('VisitView')
  outcome(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: VisitOutcomeDto,
  ): Promise<VisitView> {
    return this.visits.outcome(actor, id, dto.outcome);
  }
}
