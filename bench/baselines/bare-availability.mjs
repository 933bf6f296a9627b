// P4's raw side: an agent's free slots computed by a bare loop in plain JS, from one query's rows: one
// zone lookup per day (two on the day the clocks change), the busy time walked once in order. It answers
// exactly what the product answers (P4 checks it slot by slot), so the ratio is the product's overhead.
import { DEFAULT_WORKING_HOURS, TRAVEL_SPEED_KMH } from '@creneau/contracts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Everything the loop needs, in one statement: listing, agency, the agent's week, busy time, absences. */
export async function loadRows(client, listingId, from, to) {
  const { rows } = await client.query(
    `SELECT l.id AS "listingId", l.latitude, l.longitude, l.visit_duration_minutes AS "durationMinutes",
            l.visit_buffer_minutes AS "bufferMinutes", l.visit_min_notice_hours AS "minNoticeHours",
            l.visit_horizon_days AS "horizonDays", l.visitors_per_slot AS "visitorsPerSlot",
            a.time_zone AS "timeZone", a.travel_min_minutes AS "travelMinMinutes",
            (SELECT coalesce(json_agg(w), '[]') FROM (
               SELECT week_day AS "weekDay", worked, to_char(work_start, 'HH24:MI') AS "workStartHour",
                      to_char(work_end, 'HH24:MI') AS "workEndHour", lunch_enabled AS "lunchBreakEnabled",
                      to_char(lunch_start, 'HH24:MI') AS "lunchBreakStartHour",
                      to_char(lunch_end, 'HH24:MI') AS "lunchBreakEndHour"
                 FROM working_hours WHERE agent_id = l.agent_id) w) AS week,
            (SELECT coalesce(json_agg(b ORDER BY b.start), '[]') FROM (
               SELECT extract(epoch FROM s.starts_at) * 1000 AS start, extract(epoch FROM s.ends_at) * 1000 AS "end",
                      extract(epoch FROM s.blocked_until) * 1000 AS "blockedUntil", s.listing_id AS "listingId",
                      s.capacity - s.seats_taken AS "seatsLeft", sl.latitude, sl.longitude
                 FROM visit_slots s JOIN listings sl ON sl.id = s.listing_id
                WHERE s.agent_id = l.agent_id AND s.live AND s.starts_at < $3 AND s.blocked_until > $2) b) AS busy,
            (SELECT coalesce(json_agg(json_build_object('start', extract(epoch FROM starts_at) * 1000,
                                                        'end', extract(epoch FROM ends_at) * 1000)), '[]')
               FROM absences WHERE agent_id = l.agent_id AND starts_at < $3 AND ends_at > $2) AS absences
       FROM listings l JOIN agencies a ON a.id = l.agency_id WHERE l.id = $1`,
    [listingId, new Date(from - DAY), new Date(to + DAY)],
  );
  return rows[0];
}

const clock = (value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
const pad = (n) => String(n).padStart(2, '0');
const radians = (degrees) => (degrees * Math.PI) / 180;

function travelMinutes(a, b, minMinutes) {
  if (a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return minMinutes;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return Math.max(minMinutes, Math.ceil(((2 * 6371 * Math.asin(Math.sqrt(h))) / TRAVEL_SPEED_KMH) * 60));
}

function zone(timeZone) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const local = (instant) => {
    const [month, day, year, hour, minute] = format.format(instant).match(/\d+/g).map(Number);
    return { year, month, day, minutes: hour * 60 + minute };
  };
  const offset = (instant) => {
    const l = local(instant);
    return (Date.UTC(l.year, l.month - 1, l.day) + l.minutes * MINUTE - Math.floor(instant / MINUTE) * MINUTE) / MINUTE;
  };
  return { local, offset };
}

export function bareAvailability(rows, from, to, now) {
  const { local, offset } = zone(rows.timeZone);
  const week = DEFAULT_WORKING_HOURS.map((day) => rows.week.find((w) => w.weekDay === day.weekDay) ?? day);
  const duration = rows.durationMinutes * MINUTE;
  const buffer = rows.bufferMinutes * MINUTE;
  const step = rows.durationMinutes + rows.bufferMinutes;
  const earliest = now + rows.minNoticeHours * 3_600_000;
  const latest = now + rows.horizonDays * DAY;
  const busy = rows.busy.map((b) => {
    const travel = b.listingId === rows.listingId ? 0 : travelMinutes(b, rows, rows.travelMinMinutes) * MINUTE;
    return { ...b, travel, reach: Math.max(b.blockedUntil, b.end + travel) };
  });
  const lead = Math.max(buffer, ...busy.map((b) => b.travel));
  const group = rows.visitorsPerSlot > 1;
  const slots = [];
  let lo = 0;
  const first = local(from);
  const last = local(to);
  for (
    let date = Date.UTC(first.year, first.month - 1, first.day);
    date <= Date.UTC(last.year, last.month - 1, last.day);
    date += DAY
  ) {
    const settings = week[new Date(date).getUTCDay()];
    if (!settings.worked) continue;
    // The zone's offset at both ends of the day: equal on all days but the one the clocks change.
    const before = offset(date - DAY / 2);
    const after = offset(date + DAY + DAY / 2);
    const instantOf = (minutes) => {
      const wall = date + minutes * MINUTE;
      if (before === after) return wall - before * MINUTE;
      const valid = [...new Set([before, after])]
        .map((o) => wall - o * MINUTE)
        .filter((instant) => offset(instant) * MINUTE === wall - instant)
        .sort((a, b) => a - b);
      return valid[0];
    };
    const endOf = (minutes) => instantOf(minutes) ?? date + minutes * MINUTE - before * MINUTE;
    const workStart = clock(settings.workStartHour);
    const workEnd = clock(settings.workEndHour);
    const spans = settings.lunchBreakEnabled
      ? [
          [workStart, Math.min(workEnd, clock(settings.lunchBreakStartHour))],
          [Math.max(workStart, clock(settings.lunchBreakEndHour)), workEnd],
        ]
      : [[workStart, workEnd]];
    for (const [spanStart, spanEnd] of spans) {
      if (spanStart >= spanEnd) continue;
      const periodEnd = endOf(spanEnd);
      for (let minutes = spanStart; minutes < spanEnd; minutes += step) {
        const start = instantOf(minutes);
        if (start === undefined) continue;
        const end = start + duration;
        if (end > periodEnd || start < from || start >= to) continue;
        if (start <= now || start < earliest || start > latest) continue;
        if (rows.absences.some((a) => start < a.end && a.start < end)) continue;
        while (lo < busy.length && busy[lo].reach <= start - lead) lo += 1;
        let taken = false;
        let seatsLeft = rows.visitorsPerSlot;
        for (let j = lo; j < busy.length && busy[j].start < end + lead; j += 1) {
          const b = busy[j];
          if (group && b.listingId === rows.listingId && b.start === start && b.seatsLeft > 0) {
            seatsLeft = b.seatsLeft;
            continue;
          }
          if (start < b.blockedUntil && b.start < end + buffer) taken = true;
          else if (b.travel > 0 && start - b.travel < b.end && b.start < end + b.travel) taken = true;
          if (taken) break;
        }
        if (taken) continue;
        const off = (date + minutes * MINUTE - start) / MINUTE;
        const day = new Date(date);
        const abs = Math.abs(off);
        slots.push({
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(end).toISOString(),
          local:
            `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}` +
            `T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` +
            `${off < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
          seatsLeft,
        });
      }
    }
  }
  return slots;
}
