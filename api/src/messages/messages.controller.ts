import { CREDENTIAL_PURPOSES, DEV_OUTBOX_PROVIDER, type MessageLogEntry } from '@creneau/contracts';
import { findMessageSecret, MessageEntity } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { In, Not, type Repository } from 'typeorm';
import { notFound } from '../common/api-error';
import { parseListQuery } from '../common/simple-rest/list-query';
import { applyListQuery } from '../common/simple-rest/list-query-builder';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { MESSAGES_LIST } from './messages-list';
import { toMessageLogEntry } from './message-log-view';
import { Responds, RespondsList } from '../openapi/responds.decorator';
import { AuditsOpsReads } from '../identity/masquerade/ops-read-audit.interceptor';

/**
 * The message log: every e-mail and SMS with its status and error. Agency admins see their agency's,
 * but never sign-in, reset or invitation e-mails (a colleague's link would open their account); ops see
 * all, including messages of no agency and the development outbox (provider dev-outbox: what would have
 * been sent without SMTP or Twilio settings), where alone the usable body of an identity e-mail shows.
 */
@ApiTags('messages')
@Allow('agency_admin', 'ops')
@Controller('messages')
export class MessagesController {
  constructor(@InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>) {}

  @Get()
  @AuditsOpsReads('message')
  @ApiOperation({
    summary: 'Message log (ra-data-simple-rest: filter q, status, channel, purpose, provider, agencyId, visitId)',
  })
  @RespondsList(MESSAGES_LIST, 'MessageLogEntry')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageLogEntry[]> {
    const list = parseListQuery(query, MESSAGES_LIST);
    const qb = this.messages.createQueryBuilder('m');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) {
      qb.andWhere('m.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
      qb.andWhere('m.purpose <> ALL(:credentials)', { credentials: CREDENTIAL_PURPOSES });
    }
    applyListQuery(qb, list, MESSAGES_LIST);
    const [rows, total] = await qb.getManyAndCount();
    sendListHeaders(res, MESSAGES_LIST.resource, list, rows.length, total);
    return rows.map(toMessageLogEntry);
  }

  @Get(':id')
  @AuditsOpsReads('message')
  @Responds('MessageLogEntry')
  async get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<MessageLogEntry> {
    const scope = agencyScope(actor);
    const message = await this.messages.findOneBy({
      id,
      ...scope,
      ...('agencyId' in scope && { purpose: Not(In(CREDENTIAL_PURPOSES)) }),
    });
    if (!message) throw notFound('Message');
    return toMessageLogEntry(await this.asSent(message));
  }

  /**
   * The development outbox stands for the inbox: ops follow its sign-in and invitation links from here.
   * Anywhere else the stored body, whose credential link is redacted, is all there is.
   */
  private async asSent(message: MessageEntity): Promise<MessageEntity> {
    if (message.provider !== DEV_OUTBOX_PROVIDER) return message;
    const secret = await findMessageSecret(this.messages.manager, message.id);
    return secret ? { ...message, ...secret } : message;
  }
}
