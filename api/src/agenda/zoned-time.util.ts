import { offsetMinutes, wallClockAsUtc } from '@creneau/contracts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A calendar day, independent of any zone: the key of a day in the agency's calendar. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export interface LocalTime extends LocalDay {
  minutes: number;
}

export function localTime(instant: number, timeZone: string): LocalTime {
  const wall = wallClockAsUtc(instant, timeZone);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The instants at which the zone's clocks show this wall time: none in the spring gap, two in the
 * autumn overlap, one otherwise. Zones change offset at most once around a given day.
 */
export function instantsOf(local: LocalTime, timeZone: string): number[] {
  const wall = Date.UTC(local.year, local.month - 1, local.day) + local.minutes * MINUTE;
  const offsets = new Set([offsetMinutes(wall - DAY, timeZone), offsetMinutes(wall + DAY, timeZone)]);
  return [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => offsetMinutes(instant, timeZone) * MINUTE === wall - instant)
    .sort((a, b) => a - b);
}

/** A wall time as one instant; a time in the spring gap moves forward by the gap, as clocks do. */
export function instantOfWallTime(local: LocalTime, timeZone: string): number {
  const [first] = instantsOf(local, timeZone);
  if (first !== undefined) return first;
  const wall = Date.UTC(local.year, local.month - 1, local.day) + local.minutes * MINUTE;
  return wall - offsetMinutes(wall - DAY, timeZone) * MINUTE;
}

/**
 * The instants of one local day's wall times (as instantsOf). The zone's offset is read twice for the
 * whole day, and every wall time of a day without a change of the clocks is one subtraction: reading
 * it through Intl for each time made availability over two months several times slower.
 */
export function dayClock(day: LocalDay, timeZone: string): (minutes: number) => number[] {
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  const before = offsetMinutes(midnight - DAY / 2, timeZone);
  const after = offsetMinutes(midnight + DAY + DAY / 2, timeZone);
  if (before === after) return (minutes) => [midnight + (minutes - before) * MINUTE];
  return (minutes) => instantsOf({ ...day, minutes }, timeZone);
}

export function nextDay(day: LocalDay): LocalDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

export function weekDayOf(day: LocalDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2027-03-28T09:00+02:00": the wall time with its offset, unambiguous even in the autumn overlap. */
export function localLabel(instant: number, timeZone: string): string {
  const local = localTime(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const date = `${local.year}-${pad(local.month)}-${pad(local.day)}`;
  return `${date}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}
