import { workingDayProblem, type WorkingDay } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error';
import type { Actor } from '../common/actor';
import { loadWorkingHours } from './agent-calendar.query';
import { lockAgentAgenda } from './agent-lock';
import { findAgentInScope, findAgentToManage } from './agent-scope';
import type { WorkingDayDto } from './dto/working-hours.dto';

@Injectable()
export class WorkingHoursService {
  constructor(private readonly dataSource: DataSource) {}

  async get(actor: Actor, agentId: string): Promise<WorkingDay[]> {
    await findAgentInScope(this.dataSource.manager, actor, agentId);
    return loadWorkingHours(this.dataSource.manager, agentId);
  }

  async replace(actor: Actor, agentId: string, days: WorkingDayDto[]): Promise<WorkingDay[]> {
    const agent = await findAgentToManage(this.dataSource.manager, actor, agentId);
    if (new Set(days.map((day) => day.weekDay)).size !== days.length) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Each week day may appear once');
    }
    const wrong = days
      .map((day) => ({ weekDay: day.weekDay, problem: workingDayProblem(day) }))
      .filter((day) => day.problem !== null);
    if (wrong.length > 0) {
      throw new ApiError(400, 'WORKING_HOURS_INVALID', 'Each period must start before it ends, lunch within the day', {
        days: wrong,
      });
    }
    await this.dataSource.transaction(async (manager) => {
      await lockAgentAgenda(manager, agent.id);
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
            day.workStartHour,
            day.workEndHour,
            day.lunchBreakEnabled,
            day.lunchBreakStartHour,
            day.lunchBreakEndHour,
          ],
        );
      }
    });
    return loadWorkingHours(this.dataSource.manager, agentId);
  }
}
