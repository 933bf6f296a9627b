import { addDays, instantOfWallClock, isoDayAsUtc, weekdayOf, zonedParts } from '@creneau/contracts';
import { agencyDayKey } from '../dashboard/agency-day';

/**
 * The agenda thinks in the agency's calendar days ("2027-03-28"), never in the browser's: day keys are
 * plain calendar dates, turned into instants only through the agency's time zone.
 */
export type DayKey = string;

const MINUTE = 60_000;

// The day arithmetic of the contracts (time-zones.ts), shared with the web and the API.
export { addDays };

/** 0 = Sunday … 6 = Saturday, as the working hours count them. */
export const weekDayOf: (day: DayKey) => number = weekdayOf;

export function startOfWeek(day: DayKey, weekStart: 0 | 1): DayKey {
  return addDays(day, -((weekDayOf(day) - weekStart + 7) % 7));
}

/** The instant the agency's clock reads `minutes` after midnight of `day`; asked twice for clock changes. */
export function zonedInstant(day: DayKey, minutes: number, timeZone: string): number {
  return instantOfWallClock(isoDayAsUtc(day) + minutes * MINUTE, timeZone);
}

/** Minutes after the agency's midnight shown on its clock at this instant. */
export function wallMinutes(instant: number, timeZone: string): number {
  const parts = zonedParts(instant, timeZone);
  return parts.hour * 60 + parts.minute;
}

export const todayKey = (now: number, timeZone: string): DayKey => agencyDayKey(now, timeZone);

export const clockMinutes = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** "YYYY-MM-DDTHH:MM" as a datetime-local field shows it, on the agency's clock. */
export function toLocalInput(instant: number, timeZone: string): string {
  const minutes = wallMinutes(instant, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${agencyDayKey(instant, timeZone)}T${hh}:${mm}`;
}

export function fromLocalInput(value: string, timeZone: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  return zonedInstant(match[1], Number(match[2]) * 60 + Number(match[3]), timeZone);
}
