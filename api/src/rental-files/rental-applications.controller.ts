import type { RentalApplicationDetail, RentalApplicationListItem, RentalApplicationDecision } from '@creneau/contracts';
import { Body, Controller, Get, Param, ParseIntPipe, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../common/actor';
import { ApiError } from '../common/api-error';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { Responds, RespondsFile, RespondsList } from '../openapi/responds.decorator';
import { RentalDecisionDto, RentalSettingsDto } from './dto/rental-file.dto';
import { RENTAL_APPLICATIONS_LIST } from './rental-applications-list';
import { RentalApplicationsService } from './rental-applications.service';

/** Applications (files shared with the agency for a listing): completeness, solvency, decisions, documents. */
@ApiTags('rental-applications')
@Allow('realtor', 'ops')
@Controller('rental-applications')
export class RentalApplicationsController {
  constructor(private readonly applications: RentalApplicationsService) {}

  @Get()
  @ApiOperation({ summary: 'Applications, newest first (ra-data-simple-rest: filter listingId, status)' })
  @RespondsList(RENTAL_APPLICATIONS_LIST, 'RentalApplicationListItem')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RentalApplicationListItem[]> {
    const listQuery = parseListQuery(query, RENTAL_APPLICATIONS_LIST);
    const { rows, total } = await this.applications.list(actor, listQuery);
    sendListHeaders(res, RENTAL_APPLICATIONS_LIST.resource, listQuery, rows.length, total);
    return rows;
  }

  // Declared before :id, which would read "settings" as an id.
  @Get('settings')
  @Allow('realtor')
  @ApiOperation({ summary: 'Whether visitors may share their file before visiting' })
  @Responds('RentalApplicationSettings')
  settings(@CurrentActor() actor: Actor): Promise<{ applicationsBeforeVisit: boolean }> {
    return this.applications.settings(actor);
  }

  @Put('settings')
  @Allow('agency_admin')
  @ApiOperation({ summary: 'Lets visitors share their file before visiting (agency admins)' })
  @Responds('RentalApplicationSettings')
  updateSettings(
    @CurrentActor() actor: Actor,
    @Body() dto: RentalSettingsDto,
  ): Promise<{ applicationsBeforeVisit: boolean }> {
    return this.applications.updateSettings(actor, dto.applicationsBeforeVisit);
  }

  @Get(':id')
  @ApiOperation({ summary: 'An application: people, documents (metadata), completeness, solvency indicator' })
  @Responds('RentalApplicationDetail')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<RentalApplicationDetail> {
    return this.applications.get(actor, id);
  }

  @Post(':id/decision')
  @ApiOperation({
    summary: 'Accept, refuse with a reason, or ask for documents (the candidate’s status transitions)',
    description:
      'ask_documents moves the candidate to WAITING_FOR_DOCUMENTS and sends the applicant a link to those kinds.',
  })
  @Responds('RentalApplicationDetail')
  decide(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RentalDecisionDto,
  ): Promise<RentalApplicationDetail> {
    return this.applications.decide(actor, id, toDecision(dto));
  }

  @Get(':id/documents/:documentId/pages/:page')
  @ApiOperation({ summary: 'One page of a document, watermarked and rasterised (JPEG); every view is audited' })
  @RespondsFile('image/jpeg', 'The page with the tiled watermark burnt in')
  async page(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
    @Param('page', ParseIntPipe) page: number,
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.applications.page(actor, id, documentId, page);
    res.setHeader('Content-Type', 'image/jpeg');
    // Never kept by a shared cache or the browser's disk: each view is a fresh, audited one.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', 'inline');
    res.send(image);
  }
}

/** The body as a decision: each decision carries exactly what it needs. */
export function toDecision(dto: RentalDecisionDto): RentalApplicationDecision {
  if (dto.decision === 'refuse') {
    if (!dto.refusalReason) throw new ApiError(409, 'CANDIDATE_REFUSAL_REASON_REQUIRED', 'A refusal needs its reason');
    return { decision: 'refuse', refusalReason: dto.refusalReason };
  }
  if (dto.decision === 'ask_documents') {
    if (!dto.kinds?.length) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Name the kinds asked', {
        fields: [{ field: 'kinds', constraints: ['arrayMinSize'] }],
      });
    }
    return { decision: 'ask_documents', kinds: dto.kinds };
  }
  return { decision: 'accept' };
}
