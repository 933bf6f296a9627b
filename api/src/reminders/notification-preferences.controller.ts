import {
  AGENT_ALERTS,
  DEFAULT_ALERT_CHANNELS,
  type AgentAlert,
  type AlertChannel,
  type NotificationPreferences,
} from '@creneau/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { Responds } from '../openapi/responds.decorator';

/** An agent's own alerts: which channel for each, and quiet hours when SMS waits for e-mail. */
@ApiTags('notifications')
@Allow('realtor')
@Controller('me/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: "The signed-in agent's alert channels and quiet hours" })
  @Responds('NotificationPreferences')
  async get(@CurrentActor() actor: Actor): Promise<NotificationPreferences> {
    const rows = await this.dataSource.query<{ alert: AgentAlert; channel: AlertChannel }[]>(
      `SELECT alert, channel FROM notification_preferences WHERE user_id = $1`,
      [actor.userId],
    );
    const [quiet] = await this.dataSource.query<{ start: string | null; end: string | null }[]>(
      `SELECT to_char(quiet_hours_start, 'HH24:MI') AS start, to_char(quiet_hours_end, 'HH24:MI') AS "end"
         FROM users WHERE id = $1`,
      [actor.userId],
    );
    const channels = { ...DEFAULT_ALERT_CHANNELS };
    for (const row of rows) channels[row.alert] = row.channel;
    return { channels, quietHours: quiet?.start && quiet.end ? { start: quiet.start, end: quiet.end } : null };
  }

  @Put()
  @ApiOperation({ summary: "Replace the signed-in agent's alert channels and quiet hours" })
  @Responds('NotificationPreferences')
  async put(@CurrentActor() actor: Actor, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO notification_preferences (user_id, alert, channel)
         SELECT $1, * FROM unnest($2::text[], $3::text[])
         ON CONFLICT (user_id, alert) DO UPDATE SET channel = EXCLUDED.channel`,
        [
          actor.userId,
          [...AGENT_ALERTS],
          AGENT_ALERTS.map((alert) => dto.channels[alert] ?? DEFAULT_ALERT_CHANNELS[alert]),
        ],
      );
      await manager.query(`UPDATE users SET quiet_hours_start = $2, quiet_hours_end = $3 WHERE id = $1`, [
        actor.userId,
        dto.quietHours?.start ?? null,
        dto.quietHours?.end ?? null,
      ]);
    });
    return this.get(actor);
  }
}
