import type { WorkingDay } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error';
import type { Actor } from '../identity/auth/actor';
import { loadWorkingHours } from './agent-calendar.query';
import { findAgentInScope } from './agent-scope';
import type { WorkingDayDto } from './dto/working-hours.dto';

const ordered = (from: string, to: string) => from < to;

@Injectable()
export class WorkingHoursService {
  constructor(private readonly dataSource: DataSource) {}

  async get(actor: Actor, agentId: string): Promise<WorkingDay[]> {
    await findAgentInScope(this.dataSource.manager, actor, agentId);
    return loadWorkingHours(this.dataSource.manager, agentId);
  }

  async replace(actor: Actor, agentId: string, days: WorkingDayDto[]): Promise<WorkingDay[]> {
    const agent = await findAgentInScope(this.dataSource.manager, actor, agentId);
    if (new Set(days.map((day) => day.weekDay)).size !== days.length) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Each week day may appear once');
    }
    if (days.some((day) => !ordered(day.workStart, day.workEnd) || !ordered(day.lunchStart, day.lunchEnd))) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Each period must start before it ends');
    }
    await this.dataSource.transaction(async (manager) => {
      for (const day of days) {
        await manager.query(
          `INSERT INTO working_hours (agent_id, agency_id, week_day, worked, work_start, work_end, lunch_enabled, lunch_start, lunch_end)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (agent_id, week_day) DO UPDATE SET worked = $4, work_start = $5, work_end = $6,
             lunch_enabled = $7, lunch_start = $8, lunch_end = $9`,
          [
            agent.id,
            agent.agencyId,
            day.weekDay,
            day.worked,
            day.workStart,
            day.workEnd,
            day.lunchEnabled,
            day.lunchStart,
            day.lunchEnd,
          ],
        );
      }
    });
    return loadWorkingHours(this.dataSource.manager, agentId);
  }
}
