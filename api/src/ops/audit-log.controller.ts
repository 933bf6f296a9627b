import { AuditEntryEntity } from '@creneau/server';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { parseListQuery } from '../common/simple-rest/list-query';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import { Allow, CurrentActor } from '../identity/auth/auth.decorators';

const FILTERS: Record<string, string> = { action: 'action', actorUserId: 'actor_user_id', agencyId: 'agency_id' };

/** Who did what, and as whom: ops see everything, an agency admin their agency's entries. */
@ApiTags('audit')
@Allow('agency_admin', 'ops')
@Controller('audit-log')
export class AuditLogController {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  @Get()
  @ApiOperation({ summary: 'Audit log (ra-data-simple-rest: filter action, actorUserId, agencyId)' })
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryEntity[]> {
    const list = parseListQuery(query, { sortable: ['at'], defaultSort: ['at', 'DESC'] });
    const qb = this.entries
      .createQueryBuilder('e')
      .orderBy('e.at', list.sortOrder)
      .addOrderBy('e.id', list.sortOrder)
      .offset(list.offset)
      .limit(list.limit);
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('e.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    for (const [filter, column] of Object.entries(FILTERS)) {
      if (typeof list.filter[filter] === 'string')
        qb.andWhere(`e.${column} = :${filter}`, { [filter]: list.filter[filter] });
    }
    const [rows, total] = await qb.getManyAndCount();
    sendListHeaders(res, 'audit-log', list, rows.length, total);
    return rows;
  }
}
