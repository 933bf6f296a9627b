import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import type { Absence, BusySlot } from './availability.types';

const DAY = 86_400_000;

interface CalendarRow {
  kind: 'slot' | 'absence';
  start: Date;
  end: Date;
  blockedUntil: Date;
  listingId: string | null;
  seatsLeft: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The agent's busy time around [from, to) in one query: live slots (with their listing's position,
 * for travel time) and absences. A day either side catches neighbours that need travel time.
 */
export async function loadBusyTime(
  manager: EntityManager,
  agentId: string,
  from: number,
  to: number,
): Promise<{ busy: BusySlot[]; absences: Absence[] }> {
  const rows = await manager.query<CalendarRow[]>(
    `SELECT 'slot' AS kind, s.starts_at AS start, s.ends_at AS "end", s.blocked_until AS "blockedUntil",
            s.listing_id AS "listingId", s.capacity - s.seats_taken AS "seatsLeft", l.latitude, l.longitude
       FROM visit_slots s JOIN listings l ON l.id = s.listing_id
      WHERE s.agent_id = $1 AND s.live AND s.starts_at < $3 AND s.blocked_until > $2
     UNION ALL
     SELECT 'absence', starts_at, ends_at, ends_at, NULL, 0, NULL, NULL
       FROM absences WHERE agent_id = $1 AND starts_at < $3 AND ends_at > $2`,
    [agentId, new Date(from - DAY), new Date(to + DAY)],
  );
  const busy: BusySlot[] = [];
  const absences: Absence[] = [];
  for (const row of rows) {
    const start = row.start.getTime();
    if (row.kind === 'absence') absences.push({ start, end: row.end.getTime() });
    else
      busy.push({
        start,
        end: row.end.getTime(),
        blockedUntil: row.blockedUntil.getTime(),
        listingId: row.listingId ?? '',
        seatsLeft: Number(row.seatsLeft),
        latitude: row.latitude,
        longitude: row.longitude,
      });
  }
  return { busy, absences };
}

const clock = (value: string) => value.slice(0, 5);

/** The agent's week, a missing day taking the spec's default. */
export async function loadWorkingHours(manager: EntityManager, agentId: string): Promise<WorkingDay[]> {
  const rows = await manager.query<WorkingDay[]>(
    `SELECT week_day AS "weekDay", worked, work_start AS "workStart", work_end AS "workEnd",
            lunch_enabled AS "lunchEnabled", lunch_start AS "lunchStart", lunch_end AS "lunchEnd"
       FROM working_hours WHERE agent_id = $1`,
    [agentId],
  );
  return DEFAULT_WORKING_HOURS.map((fallback) => {
    const row = rows.find((day) => day.weekDay === fallback.weekDay);
    if (!row) return { ...fallback };
    return {
      ...row,
      workStart: clock(row.workStart),
      workEnd: clock(row.workEnd),
      lunchStart: clock(row.lunchStart),
      lunchEnd: clock(row.lunchEnd),
    };
  });
}
