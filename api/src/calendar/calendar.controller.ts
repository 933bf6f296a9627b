import type { CalendarFeedStatus, CalendarFeedUrl } from '@creneau/contracts';
import { Controller, Delete, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor, Public } from '../common/auth.decorators';
import { CalendarFeedService } from './calendar-feed.service';
import { renderCalendar } from '@creneau/server';
import { visitEvents } from './visit-events.query';
import { visitorEvent } from './visitor-event.query';
import { Responds, RespondsFile } from '../openapi/responds.decorator';

const ICS = 'text/calendar; charset=utf-8';

@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feeds: CalendarFeedService,
  ) {}

  @Get('visits/:id/ics')
  @Allow('realtor', 'ops')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: 'One visit as an RFC 5545 .ics file, to add it to any calendar' })
  @RespondsFile('text/calendar', 'The visit as an RFC 5545 calendar.')
  async visit(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const scope = agencyScope(actor);
    const events =
      'agencyId' in scope
        ? await visitEvents(this.dataSource, 'v.id = $1 AND v.agency_id = $2', [id, scope.agencyId])
        : await visitEvents(this.dataSource, 'v.id = $1', [id]);
    if (events.length === 0) throw notFound('Visit');
    res.setHeader('Content-Type', ICS);
    res.setHeader('Content-Disposition', `attachment; filename="visite-${id}.ics"`);
    res.send(renderCalendar('Créneau', events));
  }

  @Get('me/calendar-feed')
  @Allow('realtor')
  @ApiOperation({ summary: "Whether the agent's private feed is live, and since when (its URL is shown only once)" })
  @Responds('CalendarFeedStatus')
  feedStatus(@CurrentActor() actor: Actor): Promise<CalendarFeedStatus> {
    return this.feeds.status(actor);
  }

  @Post('me/calendar-feed')
  @Allow('realtor')
  @ApiOperation({ summary: "Create or renew the agent's private iCalendar feed URL (the previous URL stops working)" })
  @Responds('CalendarFeedUrl')
  rotate(@CurrentActor() actor: Actor): Promise<CalendarFeedUrl> {
    return this.feeds.rotate(actor);
  }

  @Delete('me/calendar-feed')
  @Allow('realtor')
  @HttpCode(204)
  revoke(@CurrentActor() actor: Actor): Promise<void> {
    return this.feeds.revoke(actor);
  }

  @Public()
  @Get('public/visits/:id/ics')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: "The booked visit as an .ics for the visitor's calendar; the token comes with the booking" })
  @RespondsFile('text/calendar', 'The visit as an RFC 5545 calendar.')
  async visitorVisit(
    @Param('id', ParseUUIDPipe) id: string,
    @Query('token') token: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const event = token && /^[0-9a-f]{64}$/.test(token) ? await visitorEvent(this.dataSource, id, token) : null;
    if (!event) throw notFound('Visit');
    res.setHeader('Content-Type', ICS);
    res.setHeader('Content-Disposition', `attachment; filename="visite-${id}.ics"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(renderCalendar('Créneau', [event]));
  }

  @Public()
  @Get('public/calendar/:file')
  @Header('Content-Type', ICS)
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({ summary: 'The private feed Google, Outlook and Apple calendars subscribe to' })
  @RespondsFile('text/calendar', 'The agent’s visits as an RFC 5545 calendar.')
  async feed(@Param('file') file: string): Promise<string> {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
    if (!token) throw notFound('Calendar');
    return this.feeds.feed(token);
  }
}
