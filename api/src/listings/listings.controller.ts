import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { BulkArchiveDto, CreateListingDto, UpdateListingDto } from './dto/listing.dto';
import type { ListingView } from './listing-view';
import { LISTINGS_LIST } from './listings-list';
import { ListingsService } from './listings.service';
import { Responds, RespondsList } from '../openapi/responds.decorator';

@ApiTags('listings')
@Allow('realtor', 'ops')
@Controller('listings')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Get()
  @ApiOperation({
    summary: 'List listings (ra-data-simple-rest: filter q, status, transaction, agentId, propertyType)',
  })
  @RespondsList(LISTINGS_LIST, 'ListingView')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ListingView[]> {
    const listQuery = parseListQuery(query, LISTINGS_LIST);
    const { rows, total } = await this.listings.list(actor, listQuery);
    sendListHeaders(res, LISTINGS_LIST.resource, listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Responds('ListingView')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ListingView> {
    return this.listings.get(actor, id);
  }

  @Post()
  @Responds('ListingView')
  create(@CurrentActor() actor: Actor, @Body() dto: CreateListingDto): Promise<ListingView> {
    return this.listings.create(actor, dto);
  }

  @Put(':id')
  @Responds('ListingView')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateListingDto,
  ): Promise<ListingView> {
    return this.listings.update(actor, id, dto);
  }

  @Post('archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive several listings at once; answers the ids archived' })
  @Responds('ListingIds')
  async archive(@CurrentActor() actor: Actor, @Body() dto: BulkArchiveDto): Promise<{ ids: string[] }> {
    return { ids: await this.listings.archive(actor, dto.ids) };
  }

  @Post(':id/duplicate')
  @ApiOperation({ summary: 'Copy a listing as a new draft with a derived reference' })
  @Responds('ListingView')
  duplicate(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ListingView> {
    return this.listings.duplicate(actor, id);
  }
}
