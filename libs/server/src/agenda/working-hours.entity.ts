import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per agent and week day (0 = Sunday); a missing day falls back to the spec's defaults. */
@Entity({ name: 'working_hours' })
export class WorkingHoursEntity {
  @PrimaryColumn({ name: 'agent_id', type: 'uuid' }) agentId: string;
  @PrimaryColumn({ name: 'week_day', type: 'smallint' }) weekDay: number;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ type: 'boolean' }) worked: boolean;
  @Column({ name: 'work_start', type: 'time' }) workStartHour: string;
  @Column({ name: 'work_end', type: 'time' }) workEndHour: string;
  @Column({ name: 'lunch_start', type: 'time' }) lunchBreakStartHour: string;
  @Column({ name: 'lunch_end', type: 'time' }) lunchBreakEndHour: string;
  @Column({ name: 'lunch_enabled', type: 'boolean' }) lunchBreakEnabled: boolean;
}
