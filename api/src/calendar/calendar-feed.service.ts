import type { CalendarFeedStatus } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import type { Actor } from '../common/actor';
import { hashToken, newToken } from '../identity/auth/session.service';
import { renderCalendar } from '@creneau/server';
import { visitEvents } from './visit-events.query';

// What a subscribed calendar shows: a month back for context, six months ahead. A moved visit is left out:
// the visit that replaced it carries its UID on.
const WINDOW = `v.starts_at > now() - interval '30 days' AND v.starts_at < now() + interval '180 days'
  AND v.status <> 'rescheduled'`;
// Subscribed calendars fetch the feed again this often when they honour the hint (Apple, Outlook, Thunderbird;
// Google keeps its own pace): a new booking shows within the quarter hour.
const FEED_REFRESH_MINUTES = 15;

@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A new private URL; any previous one stops working at once. */
  async rotate(actor: Actor): Promise<{ url: string }> {
    if (actor.authType !== 'realtor' || !actor.agencyId)
      throw new ApiError(403, 'FORBIDDEN', 'Only agents have a calendar feed');
    const token = newToken();
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (agent_id, agency_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (agent_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
      [actor.userId, actor.agencyId, hashToken(token)],
    );
    return { url: new URL(`/api/public/calendar/${token}.ics`, this.config.PUBLIC_URL).toString() };
  }

  /**
   * Whether the agent has a live feed, and since when. The URL itself cannot be shown again: only its
   * hash is stored, so a lost URL is renewed, never read back.
   */
  async status(actor: Actor): Promise<CalendarFeedStatus> {
    const [feed] = await this.dataSource.query<{ createdAt: Date }[]>(
      'SELECT created_at AS "createdAt" FROM calendar_feeds WHERE agent_id = $1',
      [actor.userId],
    );
    return { active: feed !== undefined, createdAt: feed ? feed.createdAt.toISOString() : null };
  }

  async revoke(actor: Actor): Promise<void> {
    await this.dataSource.query('DELETE FROM calendar_feeds WHERE agent_id = $1', [actor.userId]);
  }

  async feed(token: string): Promise<string> {
    const [feed] = await this.dataSource.query(
      `SELECT f.agent_id AS "agentId" FROM calendar_feeds f JOIN users u ON u.id = f.agent_id AND u.active WHERE f.token_hash = $1`,
      [hashToken(token)],
    );
    if (!feed) throw notFound('Calendar');
    return renderCalendar(
      'Créneau',
      await visitEvents(this.dataSource, `v.agent_id = $1 AND ${WINDOW}`, [feed.agentId]),
      { method: 'PUBLISH', refreshMinutes: FEED_REFRESH_MINUTES },
    );
  }
}
