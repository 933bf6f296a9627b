const DAY = 86_400_000;

export const numericParts = (instant: number, timeZone: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** How far the zone's wall clock is ahead of UTC at this instant. */
export function offsetAt(instant: number, timeZone: string): number {
  const p = numericParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the agency's day starts, `plusDays` after the day of `instant`. Asked twice because the
 * offset at midnight may differ from the guess's on a day the clocks change.
 */
export function startOfAgencyDay(instant: number, timeZone: string, plusDays = 0): number {
  const p = numericParts(instant, timeZone);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + plusDays);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  return wallMidnight - offsetAt(first, timeZone);
}

/** "2027-01-12": the agency's calendar day of an instant, to group visits by. */
export function agencyDayKey(instant: number, timeZone: string): string {
  const p = numericParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export const WEEK = 7 * DAY;
