import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@creneau/contracts';
import { prepared } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { Absence, BusySlot } from './availability.types';

const DAY = 86_400_000;

export interface AgentCalendar {
  workingHours: WorkingDay[];
  busy: BusySlot[];
  absences: Absence[];
}

interface CalendarRow {
  kind: 'slot' | 'absence' | 'day';
  /** Epoch milliseconds (float8): node-postgres parses a timestamptz through a regular expression, and
   * two months of a busy agent's slots are hundreds of them per request (bench P4). */
  start: number | null;
  end: number | null;
  blockedUntil: number | null;
  listingId: string | null;
  seatsLeft: number;
  latitude: number | null;
  longitude: number | null;
  day: WorkingDay | null;
}

const WORKING_DAY_JSON = `json_build_object('weekDay', week_day, 'worked', worked,
  'workStartHour', to_char(work_start, 'HH24:MI'), 'workEndHour', to_char(work_end, 'HH24:MI'),
  'lunchBreakStartHour', to_char(lunch_start, 'HH24:MI'), 'lunchBreakEndHour', to_char(lunch_end, 'HH24:MI'),
  'lunchBreakEnabled', lunch_enabled)`;

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

// Read by every booking (inside its transaction) and every availability request: planning it cost Postgres
// more than running it (bench P1), so each pooled connection plans it once. The agent is found by key and
// the window only filters that agent's rows, so the generic plan is the one a custom plan would choose.
const AGENT_CALENDAR = prepared(
  'agent-calendar',
  `SELECT 'slot' AS kind, ${epochMs('s.starts_at')} AS start, ${epochMs('s.ends_at')} AS "end",
            ${epochMs('s.blocked_until')} AS "blockedUntil",
            s.listing_id AS "listingId", s.capacity - s.seats_taken AS "seatsLeft", l.latitude, l.longitude,
            NULL::json AS day
       FROM visit_slots s JOIN listings l ON l.id = s.listing_id
      WHERE s.agent_id = $1 AND s.live AND s.starts_at < $3 AND s.blocked_until > $2
     UNION ALL
     SELECT 'absence', ${epochMs('starts_at')}, ${epochMs('ends_at')}, ${epochMs('ends_at')}, NULL, 0, NULL, NULL, NULL
       FROM absences WHERE agent_id = $1 AND starts_at < $3 AND ends_at > $2
     UNION ALL
     SELECT 'day', NULL, NULL, NULL, NULL, 0, NULL, NULL, ${WORKING_DAY_JSON}
       FROM working_hours WHERE agent_id = $1`,
);

/**
 * Everything availability needs about the agent around [from, to), in one query (bench P4 allows one
 * per agent): the week's working hours, live slots (with their listing's position, for travel time)
 * and absences. A day either side catches neighbours that need travel time.
 */
export async function loadAgentCalendar(
  manager: EntityManager,
  agentId: string,
  from: number,
  to: number,
): Promise<AgentCalendar> {
  const rows = await manager.query<CalendarRow[]>(AGENT_CALENDAR, [agentId, new Date(from - DAY), new Date(to + DAY)]);
  const calendar: AgentCalendar = { workingHours: [], busy: [], absences: [] };
  const days: WorkingDay[] = [];
  for (const row of rows) {
    if (row.kind === 'day') days.push(row.day as WorkingDay);
    else if (row.kind === 'absence') calendar.absences.push({ start: time(row.start), end: time(row.end) });
    else calendar.busy.push(busySlot(row));
  }
  calendar.workingHours = withDefaults(days);
  return calendar;
}

const time = (value: number | null) => value as number;

function busySlot(row: CalendarRow): BusySlot {
  return {
    start: time(row.start),
    end: time(row.end),
    blockedUntil: time(row.blockedUntil),
    listingId: row.listingId ?? '',
    seatsLeft: Number(row.seatsLeft),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The agent's week, a day without a row taking the spec's default. */
function withDefaults(days: readonly WorkingDay[]): WorkingDay[] {
  return DEFAULT_WORKING_HOURS.map(
    (fallback) => days.find((day) => day.weekDay === fallback.weekDay) ?? { ...fallback },
  );
}

export async function loadWorkingHours(manager: EntityManager, agentId: string): Promise<WorkingDay[]> {
  const rows = await manager.query<{ day: WorkingDay }[]>(
    `SELECT ${WORKING_DAY_JSON} AS day FROM working_hours WHERE agent_id = $1`,
    [agentId],
  );
  return withDefaults(rows.map((row) => row.day));
}
