import { AgencyEntity, isPublicSlugTaken } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { ApiError, notFound } from '../../common/api-error';
import { e164Of } from '../../common/phone.util';
import type { ListQuery } from '../../common/simple-rest/list-query';
import { applyListQuery } from '../../common/simple-rest/list-query-builder';
import type { Actor } from '../../common/actor';
import type { CreateAgencyDto, UpdateAgencyDto } from '../dto/agency.dto';
import { AuditService } from '../masquerade/audit.service';
import { AGENCIES_LIST } from './agencies-list';

const TIME_ZONES = { FR: 'Europe/Paris', BE: 'Europe/Brussels' } as const;

@Injectable()
export class AgenciesService {
  constructor(
    @InjectRepository(AgencyEntity) private readonly agencies: Repository<AgencyEntity>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: AgencyEntity[]; total: number }> {
    const qb = this.agencies.createQueryBuilder('a');
    if (actor.authType !== 'ops') qb.andWhere('a.id = :scopeAgency', { scopeAgency: actor.agencyId });
    applyListQuery(qb, query, AGENCIES_LIST);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  async get(actor: Actor, id: string): Promise<AgencyEntity> {
    if (actor.authType !== 'ops' && actor.agencyId !== id) throw notFound('Agency');
    const agency = await this.agencies.findOneBy({ id });
    if (!agency) throw notFound('Agency');
    return agency;
  }

  async create(actor: Actor, dto: CreateAgencyDto): Promise<AgencyEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const agency = await manager.save(
          manager.create(AgencyEntity, {
            ...dto,
            phone: e164Of(dto.phone, dto.country, 'phone'),
            timeZone: TIME_ZONES[dto.country],
            languages: dto.languages ?? ['fr'],
            active: true,
          }),
        );
        await this.audit.record(manager, actor, 'agency.created', agency.id, { slug: agency.slug });
        return agency;
      });
    } catch (error) {
      if (isPublicSlugTaken(error) || (error as { code?: string }).code === '23505')
        throw new ApiError(409, 'SLUG_TAKEN', 'This agency address is taken');
      throw error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateAgencyDto): Promise<AgencyEntity> {
    const agency = await this.get(actor, id);
    // An empty window would mean SMS at any hour: refused here with the field named, not by the constraint.
    if ((dto.visitorQuietStart ?? agency.visitorQuietStart) === (dto.visitorQuietEnd ?? agency.visitorQuietEnd))
      throw new ApiError(400, 'VALIDATION_FAILED', 'The hours without SMS to visitors must not be empty', {
        fields: [{ field: 'visitorQuietEnd', constraints: ['visitorQuietHoursEmpty'] }],
      });
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(AgencyEntity, agency.id, { ...dto, phone: e164Of(dto.phone, agency.country, 'phone') });
        await this.audit.record(manager, actor, 'agency.updated', agency.id, { changes: Object.keys(dto) });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ApiError(409, 'SLUG_TAKEN', 'This inbound address is taken');
      throw error;
    }
    return this.get(actor, id);
  }
}
