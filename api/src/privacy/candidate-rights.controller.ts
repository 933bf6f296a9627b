import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { RespondsFile } from '../openapi/responds.decorator';
import { CandidateRightsService, type CandidateDataExport } from './candidate-rights.service';

@ApiTags('candidates')
@Allow('agency_admin')
@Controller('candidates')
export class CandidateRightsController {
  constructor(private readonly rights: CandidateRightsService) {}

  @Get(':id/personal-data')
  @ApiOperation({ summary: "Everything the agency holds about one candidate, for the person's request (audited)" })
  @RespondsFile('application/json', 'The candidate, their visits, vouchers, interest, messages and SMS replies.')
  async export(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CandidateDataExport> {
    res.setHeader('Content-Disposition', `attachment; filename="candidate-${id}.json"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return this.rights.export(actor, id);
  }

  @Post(':id/anonymise')
  @HttpCode(204)
  @ApiOperation({ summary: 'Erase a candidate at their request: visits anonymised, messages emptied (audited)' })
  anonymise(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.rights.anonymise(actor, id);
  }
}
