import type { AbsenceView, WorkingDay } from '@creneau/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { toAbsenceView } from './absence-view';
import { AbsencesService } from './absences.service';
import { agentContext } from './agent-availability';
import { AvailabilityService, parseWindow, type AvailabilityAnswer } from './availability.service';
import { CreateAbsenceDto } from './dto/absence.dto';
import { WorkingHoursDto } from './dto/working-hours.dto';
import { WorkingHoursService } from './working-hours.service';
import { Responds, RespondsArray } from '../openapi/responds.decorator';

@ApiTags('agenda')
@Allow('realtor', 'ops')
@Controller()
export class AgentAgendaController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly workingHours: WorkingHoursService,
    private readonly absences: AbsencesService,
  ) {}

  @Get('agents/:id/availability')
  @ApiOperation({ summary: "An agent's free slots over [from, to), for a listing's settings when listingId is given" })
  @ApiQuery({ name: 'lang', required: false, description: "fr, nl or en (default: the user's): sets weekStartsOn" })
  @Responds('AvailabilityAnswer')
  async free(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query('listingId', new ParseUUIDPipe({ optional: true })) listingId?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('lang') lang?: string,
  ): Promise<AvailabilityAnswer> {
    const context = await agentContext(this.dataSource.manager, actor, id, listingId);
    const window = parseWindow(from, to, Date.now());
    return this.availability.answer(context, window, Date.now(), lang ?? actor.language);
  }

  @Get('agents/:id/working-hours')
  @RespondsArray('WorkingDay')
  getHours(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<WorkingDay[]> {
    return this.workingHours.get(actor, id);
  }

  @Put('agents/:id/working-hours')
  @ApiOperation({
    summary:
      "Set some or all week days of an agent (one's own; an agency admin, anyone's); days left out keep their value",
  })
  @RespondsArray('WorkingDay')
  putHours(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: WorkingHoursDto,
  ): Promise<WorkingDay[]> {
    return this.workingHours.replace(actor, id, dto.days);
  }

  @Get('agents/:id/absences')
  @RespondsArray('Absence')
  async listAbsences(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<AbsenceView[]> {
    return (await this.absences.list(actor, id)).map(toAbsenceView);
  }

  @Post('agents/:id/absences')
  @Responds('Absence')
  async addAbsence(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CreateAbsenceDto,
  ): Promise<AbsenceView> {
    return toAbsenceView(await this.absences.create(actor, id, dto));
  }

  @Delete('absences/:id')
  @HttpCode(204)
  async removeAbsence(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.absences.remove(actor, id);
  }
}
