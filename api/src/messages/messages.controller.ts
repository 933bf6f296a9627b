import { MessageEntity } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { notFound } from '../common/api-error';
import { parseListQuery } from '../common/simple-rest/list-query';
import { applyListQuery } from '../common/simple-rest/list-query-builder';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import { Allow, CurrentActor } from '../identity/auth/auth.decorators';
import { MESSAGES_LIST } from './messages-list';
import { Responds, RespondsList } from '../openapi/responds.decorator';

/**
 * The message log: every e-mail and SMS with its status and error. Agency admins see their agency's;
 * ops see all, including messages of no agency (sign-in links) and the development outbox
 * (provider dev-outbox: what would have been sent without SMTP or Twilio settings).
 */
@ApiTags('messages')
@Allow('agency_admin', 'ops')
@Controller('messages')
export class MessagesController {
  constructor(@InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>) {}

  @Get()
  @ApiOperation({
    summary: 'Message log (ra-data-simple-rest: filter q, status, channel, purpose, provider, agencyId, visitId)',
  })
  @RespondsList(MESSAGES_LIST, 'MessageLogEntry')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageEntity[]> {
    const list = parseListQuery(query, MESSAGES_LIST);
    const qb = this.messages.createQueryBuilder('m');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('m.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    applyListQuery(qb, list, MESSAGES_LIST);
    const [rows, total] = await qb.getManyAndCount();
    sendListHeaders(res, MESSAGES_LIST.resource, list, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Responds('MessageLogEntry')
  async get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<MessageEntity> {
    const message = await this.messages.findOneBy({ id, ...agencyScope(actor) });
    if (!message) throw notFound('Message');
    return message;
  }
}
