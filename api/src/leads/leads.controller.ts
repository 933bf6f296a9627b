import type { InboundAddressesView, InboundEmailDetail, InboundEmailListItem } from '@creneau/contracts';
import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { Responds, RespondsList } from '../openapi/responds.decorator';
import { INBOUND_EMAILS_LIST } from './inbound-emails-list';
import { LeadsService } from './leads.service';

/** Portal leads (issue 22): the inbound addresses to give the portals, and every message they sent. */
@ApiTags('leads')
@Allow('realtor', 'ops')
@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get('inbound-addresses')
  @ApiOperation({ summary: 'The caller’s, the agency’s and (for an admin) the agents’ inbound addresses' })
  @Responds('InboundAddressesView')
  addresses(@CurrentActor() actor: Actor): Promise<InboundAddressesView> {
    return this.leads.addresses(actor);
  }

  @Get('inbound-emails')
  @ApiOperation({
    summary: 'Messages received on the inbound addresses (ra-data-simple-rest: filter q, status, portal)',
  })
  @RespondsList(INBOUND_EMAILS_LIST, 'InboundEmailListItem')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InboundEmailListItem[]> {
    const list = parseListQuery(query, INBOUND_EMAILS_LIST);
    const { rows, total } = await this.leads.list(actor, list);
    sendListHeaders(res, INBOUND_EMAILS_LIST.resource, list, rows.length, total);
    return rows;
  }

  @Get('inbound-emails/:id')
  @ApiOperation({ summary: 'One inbound message: what was read from it, and its text' })
  @Responds('InboundEmailDetail')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<InboundEmailDetail> {
    return this.leads.get(actor, id);
  }

  @Post('inbound-emails/:id/reparse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reads the message again (after a parser fix); its lead follows as for a new one' })
  @Responds('InboundEmailDetail')
  reparse(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<InboundEmailDetail> {
    return this.leads.reparse(actor, id);
  }
}
