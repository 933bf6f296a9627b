import { MessageEntity } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { notFound } from '../common/api-error';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import { Allow, CurrentActor } from '../identity/auth/auth.decorators';

const SORTABLE: Record<string, string> = {
  createdAt: 'm.created_at',
  status: 'm.status',
  recipient: 'm.recipient',
  purpose: 'm.purpose',
};
const FILTERS: Record<string, string> = {
  status: 'status',
  channel: 'channel',
  purpose: 'purpose',
  provider: 'provider',
  agencyId: 'agency_id',
};

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
  @ApiOperation({ summary: 'Message log (ra-data-simple-rest: filter q, status, channel, purpose, provider)' })
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageEntity[]> {
    const list = parseListQuery(query, { sortable: Object.keys(SORTABLE), defaultSort: ['createdAt', 'DESC'] });
    const qb = this.messages
      .createQueryBuilder('m')
      .orderBy(SORTABLE[list.sortField], list.sortOrder)
      .addOrderBy('m.id')
      .offset(list.offset)
      .limit(list.limit);
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('m.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    for (const [filter, column] of Object.entries(FILTERS)) {
      if (typeof list.filter[filter] === 'string')
        qb.andWhere(`m.${column} = :${filter}`, { [filter]: list.filter[filter] });
    }
    if (typeof list.filter.q === 'string' && list.filter.q.trim()) {
      qb.andWhere('(m.recipient ILIKE :q OR m.subject ILIKE :q)', {
        q: `%${list.filter.q.trim().replace(/[%_\\]/g, '\\$&')}%`,
      });
    }
    const [rows, total] = await qb.getManyAndCount();
    sendListHeaders(res, 'messages', list, rows.length, total);
    return rows;
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<MessageEntity> {
    const message = await this.messages.findOneBy({ id, ...agencyScope(actor) });
    if (!message) throw notFound('Message');
    return message;
  }
}
