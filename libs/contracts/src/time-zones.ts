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

/**
 * The instant the zone's clock reads a wall time, given as that wall time read as UTC (`Date.UTC(…)`).
 * The offset is asked twice: on a day the clocks change, the offset at the first guess may not be the
 * one at the answer. A time in the spring gap comes out moved by the gap.
 */
export function instantOfWallClock(wallAsUtc: number, timeZone: string): number {
  const first = wallAsUtc - zoneOffsetMs(wallAsUtc, timeZone);
  return wallAsUtc - zoneOffsetMs(first, timeZone);
}
