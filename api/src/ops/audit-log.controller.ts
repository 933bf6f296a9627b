import type { AuditEntryView } from '@creneau/contracts';
import { AuditEntryEntity } from '@creneau/server';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { parseListQuery } from '../common/simple-rest/list-query';
import { applyListQuery } from '../common/simple-rest/list-query-builder';
import { sendListHeaders } from '../common/simple-rest/list-response';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { AUDIT_LOG_LIST } from './audit-log-list';
import { toAuditEntryView } from './audit-entry-view';
import { Responds, RespondsList } from '../openapi/responds.decorator';

/** Who did what, and as whom: ops see everything, an agency admin their agency's entries. */
@ApiTags('audit')
@Allow('agency_admin', 'ops')
@Controller('audit-log')
export class AuditLogController {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  @Get()
  @ApiOperation({ summary: 'Audit log (ra-data-simple-rest: filter action, actorUserId, effectiveUserId, agencyId)' })
  @RespondsList(AUDIT_LOG_LIST, 'AuditEntry')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryView[]> {
    const list = parseListQuery(query, AUDIT_LOG_LIST);
    const qb = this.entries.createQueryBuilder('e');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('e.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    const [rows, total] = await applyListQuery(qb, list, AUDIT_LOG_LIST).getManyAndCount();
    sendListHeaders(res, AUDIT_LOG_LIST.resource, list, rows.length, total);
    return rows.map(toAuditEntryView);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry (ids are whole numbers)' })
  @Responds('AuditEntry')
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AuditEntryView> {
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new ApiError(400, 'VALIDATION_FAILED', 'The id must be a whole number');
    const entry = await this.entries.findOneBy({ id, ...agencyScope(actor) });
    if (!entry) throw notFound('Audit entry');
    return toAuditEntryView(entry);
  }
}
