/**
 * Wall clocks of time zones through Intl, for every app: the agency's calendar is the truth for dates,
 * whatever the server's or the browser's zone.
 */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What the zone's clock and calendar read at this instant (month 1–12). */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  return Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as unknown as ZonedParts;
}

/** How far the zone's clock is ahead of UTC at this instant, in milliseconds (+3,600,000 in Paris in winter). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

const MINUTE = 60_000;
// Zones change their offset only at instants on a quarter hour (every rule in the tz database does),
// so the offset read once for a quarter hour holds for all of it: one Intl call (several microseconds)
// per quarter hour instead of several per slot or reminder (bench P4, P5).
const QUARTER = 15 * MINUTE;
const MAX_CACHED = 200_000;
const offsets = new Map<string, Map<number, number>>();

/** Minutes to add to UTC to get the zone's wall time at that instant (+60 in Paris in winter). */
export function offsetMinutes(instant: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone || zone.size > MAX_CACHED) offsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(instant / QUARTER);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    offset = Math.round(zoneOffsetMs(quarter * QUARTER, timeZone) / MINUTE);
    zone.set(quarter, offset);
  }
  return offset;
}

/** The zone's wall time at this instant, read as UTC: its getUTC…() give the zone's calendar and clock. */
export function wallClockAsUtc(instant: number, timeZone: string): Date {
  return new Date(instant + offsetMinutes(instant, timeZone) * MINUTE);
}

/**
 * The instant the zone's clock reads a wall time, given as that wall time read as UTC (`Date.UTC(…)`).
 * The offset is asked twice: on a day the clocks change, the offset at the first guess may not be the
 * one at the answer. A time in the spring gap comes out moved by the gap.
 */
export function instantOfWallClock(wallAsUtc: number, timeZone: string): number {
  const first = wallAsUtc - offsetMinutes(wallAsUtc, timeZone) * MINUTE;
  return wallAsUtc - offsetMinutes(first, timeZone) * MINUTE;
}

/** The UTC instant of a local wall time on the calendar day of `instant` in `timeZone`, shifted by `dayOffset`. */
export function localTimeOn(instant: Date, timeZone: string, wallTime: string, dayOffset = 0): Date {
  const day = wallClockAsUtc(instant.getTime(), timeZone);
  const [hours, minutes] = wallTime.split(':').map(Number);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + dayOffset, hours, minutes);
  return new Date(instantOfWallClock(wall, timeZone));
}

/** A calendar day written `YYYY-MM-DD`, the day of a time zone's calendar it was read on. */
export type IsoDay = string;

const DAY = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day the zone's calendar shows at this instant (read from formatToParts, never from a formatted string). */
export function zonedDay(instant: Date | number, timeZone: string): IsoDay {
  const { year, month, day } = zonedParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day as midnight UTC: calendar arithmetic free of any zone's clock changes. */
export function isoDayAsUtc(day: IsoDay): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(isoDayAsUtc(day) + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: IsoDay): number {
  return new Date(isoDayAsUtc(day)).getUTCDay();
}
