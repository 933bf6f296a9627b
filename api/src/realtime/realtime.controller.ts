import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { SessionService } from '../identity/auth/session.service';
import { RealtimeHub } from './realtime.hub';
import { RespondsFile } from '../openapi/responds.decorator';

@ApiTags('realtime')
@Controller('realtime')
export class RealtimeController {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly sessions: SessionService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('stream')
  @Allow('realtor', 'ops')
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: "Server-Sent Events: live notifications for the caller's agency" })
  @RespondsFile(
    'text/event-stream',
    'Server-Sent Events: one event per notification, named by its type, its data JSON.',
  )
  stream(@CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const remove = this.hub.add({
      sessionId: actor.sessionId,
      agencyId: actor.agencyId,
      userId: actor.userId,
      send: (message) => res.write(`event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`),
      end: () => res.end(),
    });
    // Comments keep idle connections open through proxies that close silent ones; each one re-checks
    // the session, which was checked only when the stream opened.
    const heartbeat = setInterval(() => void this.beat(actor, res), this.config.REALTIME_HEARTBEAT_SECONDS * 1000);
    req.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  }

  private async beat(actor: Actor, res: Response): Promise<void> {
    // Postgres away: the stream stays; the session is checked again at the next beat.
    const live = await this.sessions.isLive(actor.sessionId, actor.userId).catch(() => true);
    if (live) res.write(': ping\n\n');
    else this.hub.endSession(actor.sessionId);
  }
}
