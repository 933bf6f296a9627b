import { AbsenceEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error';
import { findInScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { lockAgentAgenda } from './agent-lock';
import { findAgentInScope, findAgentToManage } from './agent-scope';
import type { CreateAbsenceDto } from './dto/absence.dto';

@Injectable()
export class AbsencesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(actor: Actor, agentId: string): Promise<AbsenceEntity[]> {
    await findAgentInScope(this.dataSource.manager, actor, agentId);
    return this.dataSource.manager.find(AbsenceEntity, { where: { agentId }, order: { startsAt: 'ASC' } });
  }

  async create(actor: Actor, agentId: string, dto: CreateAbsenceDto): Promise<AbsenceEntity> {
    const agent = await findAgentToManage(this.dataSource.manager, actor, agentId);
    const startsAt = new Date(dto.startsAt);
    const endsAt = new Date(dto.endsAt);
    if (endsAt <= startsAt) throw new ApiError(400, 'VALIDATION_FAILED', 'An absence must end after it starts');
    // Serialised with bookings of the agent: none is accepted on the strength of an agenda read before it.
    return this.dataSource.transaction(async (manager) => {
      await lockAgentAgenda(manager, agent.id);
      const absence = manager.create(AbsenceEntity, {
        agencyId: agent.agencyId,
        agentId,
        startsAt,
        endsAt,
        reason: dto.reason ?? '',
      });
      return manager.save(absence);
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const absence = await findInScope(
      (where) => this.dataSource.manager.findOneBy(AbsenceEntity, where),
      actor,
      id,
      'Absence',
    );
    await findAgentToManage(this.dataSource.manager, actor, absence.agentId);
    await this.dataSource.manager.delete(AbsenceEntity, { id: absence.id });
  }
}
