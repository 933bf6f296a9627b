import type { AgencyPrivacy, RecordsOfProcessing } from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { Responds, RespondsFile } from '../openapi/responds.decorator';
import { AgencyPrivacyService } from './agency-privacy.service';
import { AgencyPrivacyDto } from './dto/agency-privacy.dto';

@ApiTags('agencies')
@Allow('agency_admin', 'ops')
@Controller('agencies')
export class AgencyPrivacyController {
  constructor(private readonly privacy: AgencyPrivacyService) {}

  @Get(':id/privacy')
  @ApiOperation({ summary: "The agency's DPA acceptance, breach contact and retention settings" })
  @Responds('AgencyPrivacy')
  read(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<AgencyPrivacy> {
    return this.privacy.read(actor, id);
  }

  @Put(':id/privacy')
  @ApiOperation({ summary: 'Set the breach contact and shorten retention (months, at most the policy’s 36)' })
  @Responds('AgencyPrivacy')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AgencyPrivacyDto,
  ): Promise<AgencyPrivacy> {
    return this.privacy.update(actor, id, body);
  }

  @Post(':id/privacy/dpa-acceptance')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept the current DPA in the agency's name (its own admin only), dated and logged" })
  @Responds('AgencyPrivacy')
  acceptDpa(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<AgencyPrivacy> {
    return this.privacy.acceptDpa(actor, id);
  }

  @Get(':id/records-of-processing')
  @ApiOperation({ summary: "The agency's record of processing activities with Créneau (GDPR art. 30.1)" })
  @Responds('RecordsOfProcessing')
  records(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<RecordsOfProcessing> {
    return this.privacy.records(actor, id);
  }

  @Get(':id/export')
  @ApiOperation({ summary: "All the agency's data as JSON, for the end of a contract (audited)" })
  @RespondsFile(
    'application/json',
    "The agency's data: agency, users, audit log, listings, candidates, visits, messages.",
  )
  async exportAll(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const json = await this.privacy.exportAll(actor, id);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="agency-${id}.json"`);
    res.setHeader('Cache-Control', 'private, no-store');
    // A failure halfway cuts the response short: the client sees broken JSON, never a complete-looking file.
    await pipeline(Readable.from(json), res);
  }
}
