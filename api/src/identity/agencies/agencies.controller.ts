import type { AgencyView } from '@creneau/contracts';
import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../../common/simple-rest/list-query';
import { sendListHeaders } from '../../common/simple-rest/list-response';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { CreateAgencyDto, UpdateAgencyDto } from '../dto/agency.dto';
import { AGENCIES_LIST } from './agencies-list';
import { AgenciesService } from './agencies.service';
import { toAgencyView } from './agency-view';
import { Responds, RespondsList } from '../../openapi/responds.decorator';

@ApiTags('agencies')
@Allow('realtor', 'ops')
@Controller('agencies')
export class AgenciesController {
  constructor(private readonly agencies: AgenciesService) {}

  @Get()
  @ApiOperation({ summary: 'Ops: every agency; realtors: their own (ra-data-simple-rest)' })
  @RespondsList(AGENCIES_LIST, 'Agency')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AgencyView[]> {
    const listQuery = parseListQuery(query, AGENCIES_LIST);
    const { rows, total } = await this.agencies.list(actor, listQuery);
    sendListHeaders(res, AGENCIES_LIST.resource, listQuery, rows.length, total);
    return rows.map(toAgencyView);
  }

  @Get(':id')
  @Responds('Agency')
  async get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<AgencyView> {
    return toAgencyView(await this.agencies.get(actor, id));
  }

  @Post()
  @Allow('ops')
  @Responds('Agency')
  async create(@CurrentActor() actor: Actor, @Body() dto: CreateAgencyDto): Promise<AgencyView> {
    return toAgencyView(await this.agencies.create(actor, dto));
  }

  @Put(':id')
  @Allow('agency_admin', 'ops')
  @ApiOperation({
    summary: 'Agency settings: identity, branding, legal identifiers, languages, reminders, travel time',
  })
  @Responds('Agency')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateAgencyDto,
  ): Promise<AgencyView> {
    return toAgencyView(await this.agencies.update(actor, id, dto));
  }
}
