import { CREDENTIAL_PURPOSES, type VisitorMessage, type VisitorMessagesPage } from '@creneau/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { VisitorMessagesQueryDto } from './dto/visitor.dto';
import { MY_MESSAGES_WHERE, ownedCandidateIds, VISITOR_MESSAGE_FIELDS } from './visitor-scope';
import { Responds } from '../openapi/responds.decorator';

// Sign-in, reset and invitation e-mails are shown to ops only: the same address may be a realtor's,
// whose reset e-mails would otherwise list here.
const NOT_CREDENTIALS = `m.purpose NOT IN (${CREDENTIAL_PURPOSES.map((purpose) => `'${purpose}'`).join(', ')})`;

/** The e-mails and SMS sent to the signed-in visitor, newest first. */
@ApiTags('visitor')
@Allow('visitor')
@Controller('visitor/messages')
export class VisitorMessagesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'My messages (e-mails and SMS), newest first, by page' })
  @Responds('VisitorMessagesPage')
  async list(@CurrentActor() actor: Actor, @Query() query: VisitorMessagesQueryDto): Promise<VisitorMessagesPage> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 10;
    const candidateIds = await ownedCandidateIds(this.dataSource.manager, actor.userId);
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query<VisitorMessage[]>(
        `SELECT ${VISITOR_MESSAGE_FIELDS} FROM messages m WHERE ${MY_MESSAGES_WHERE} AND ${NOT_CREDENTIALS}
          ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
        [actor.userId, candidateIds, perPage, (page - 1) * perPage],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM messages m WHERE ${MY_MESSAGES_WHERE} AND ${NOT_CREDENTIALS}`,
        [actor.userId, candidateIds],
      ),
    ]);
    return { items, total, page, perPage };
  }
}
