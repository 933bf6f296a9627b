import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../identity/auth/actor';
import { Allow, CurrentActor } from '../identity/auth/auth.decorators';
import { RealtimeHub } from './realtime.hub';
import { RespondsFile } from '../openapi/responds.decorator';

const HEARTBEAT_MS = 25_000;

@ApiTags('realtime')
@Controller('realtime')
export class RealtimeController {
  constructor(private readonly hub: RealtimeHub) {}

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
    // Comments keep idle connections open through proxies that close silent ones.
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const remove = this.hub.add({
      agencyId: actor.agencyId,
      userId: actor.userId,
      send: (message) => res.write(`event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`),
      end: () => res.end(),
    });
    req.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  }
}
