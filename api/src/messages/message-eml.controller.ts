import { DEV_OUTBOX_PROVIDER } from '@creneau/contracts';
import { findMessageMime } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import { Allow } from '../common/auth.decorators';
import { RespondsFile } from '../openapi/responds.decorator';

/**
 * An e-mail of the development outbox as it would have left (raw MIME, .eml), for ops to open in a mail
 * client or feed to a parser. Ops only: it holds the usable sign-in and reset links the message log
 * redacts, and only the development outbox keeps it (a real provider's messages have no raw copy).
 */
@ApiTags('ops')
@Allow('ops')
@Controller('ops/messages')
export class MessageEmlController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id/eml')
  @ApiProduces('message/rfc822')
  @ApiOperation({ summary: 'A development-outbox e-mail as sent, raw MIME (.eml)' })
  @RespondsFile('message/rfc822', 'The e-mail as built for the wire.')
  async eml(@Param('id', ParseUUIDPipe) id: string, @Res() res: Response): Promise<void> {
    const [message] = await this.dataSource.query<{ provider: string | null }[]>(
      'SELECT provider FROM messages WHERE id = $1',
      [id],
    );
    const mime = message?.provider === DEV_OUTBOX_PROVIDER ? await findMessageMime(this.dataSource.manager, id) : null;
    if (!mime) throw notFound('Message');
    res.setHeader('Content-Type', 'message/rfc822');
    res.setHeader('Content-Disposition', `attachment; filename="message-${id}.eml"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(mime);
  }
}
