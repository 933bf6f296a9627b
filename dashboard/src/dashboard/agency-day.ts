import { instantOfWallClock, zonedDay, zonedParts } from '@creneau/contracts';

const DAY = 86_400_000;

/** The instant the agency's day starts (its clock reads 00:00), `plusDays` after the day of `instant`. */
export function startOfAgencyDay(instant: number, timeZone: string, plusDays = 0): number {
  const p = zonedParts(instant, timeZone);
  return instantOfWallClock(Date.UTC(p.year, p.month - 1, p.day + plusDays), timeZone);
}

/** "2027-01-12": the agency's calendar day of an instant, to group visits by. */
export function agencyDayKey(instant: number, timeZone: string): string {
  return zonedDay(instant, timeZone);
}

export const WEEK = 7 * DAY;
