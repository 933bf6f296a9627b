import type { CandidateBulkStatusResult, CandidateDetail, CandidateListItem } from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { Responds, RespondsList } from '../openapi/responds.decorator';
import { CANDIDATES_LIST } from './candidates-list';
import { CandidatesService } from './candidates.service';
import { CandidateBulkStatusDto, CandidateMergeDto, CandidateStatusDto, ManualCandidateDto } from './dto/candidate.dto';

/** The agency's candidates (issue 20): one person's request for one listing, its status and history. */
@ApiTags('candidates')
@Allow('realtor', 'ops')
@Controller('candidates')
export class CandidatesController {
  constructor(private readonly candidates: CandidatesService) {}

  @Get()
  @ApiOperation({
    summary:
      'Candidates (ra-data-simple-rest: filter q, listingId, withoutListing, status, refusalReason, source, verdict, createdFrom, createdTo)',
  })
  @RespondsList(CANDIDATES_LIST, 'CandidateListItem')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CandidateListItem[]> {
    const listQuery = parseListQuery(query, CANDIDATES_LIST);
    const { rows, total } = await this.candidates.list(actor, listQuery);
    sendListHeaders(res, CANDIDATES_LIST.resource, listQuery, rows.length, total);
    return rows;
  }

  @Post()
  @ApiOperation({ summary: 'A request typed in by an agent (source manual); the same person and listing is met' })
  @Responds('CandidateDetail')
  create(@CurrentActor() actor: Actor, @Body() dto: ManualCandidateDto): Promise<CandidateDetail> {
    return this.candidates.create(actor, dto);
  }

  // Declared before :id, which would read "bulk-status" as an id.
  @Post('bulk-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves each candidate given; the refused ones are listed with their code' })
  @Responds('CandidateBulkStatusResult')
  bulkStatus(@CurrentActor() actor: Actor, @Body() dto: CandidateBulkStatusDto): Promise<CandidateBulkStatusResult> {
    const { ids, ...move } = dto;
    return this.candidates.changeStatuses(actor, ids, move);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A candidate with answers, verdict, visits, messages, history and other requests' })
  @Responds('CandidateDetail')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<CandidateDetail> {
    return this.candidates.get(actor, id);
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Moves a candidate; a refusal (2) needs its reason; a refused move answers 409' })
  @Responds('CandidateDetail')
  status(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CandidateStatusDto,
  ): Promise<CandidateDetail> {
    return this.candidates.changeStatus(actor, id, dto);
  }

  @Post(':id/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Merges candidate `from` into this one: visits, answers and history follow' })
  @Responds('CandidateDetail')
  merge(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CandidateMergeDto,
  ): Promise<CandidateDetail> {
    return this.candidates.merge(actor, id, dto.from);
  }
}
