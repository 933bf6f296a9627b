// Calendar days are handled as plain `YYYY-MM-DD` strings of the agency's time zone: a slot's `local`
// start already carries its day there, so no time-zone arithmetic happens in the browser.
const DAY = 86_400_000;

export type IsoDay = string;

function toUtc(day: IsoDay): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

function fromUtc(time: number): IsoDay {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return fromUtc(toUtc(day) + days * DAY);
}

/** Today in a time zone (en-CA formats dates as YYYY-MM-DD). */
export function todayIn(timeZone: string, now = new Date()): IsoDay {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first day of the week holding `day`, weeks starting on Sunday (0) or Monday (1). */
export function weekStartOfDay(day: IsoDay, weekStartsOn: 0 | 1): IsoDay {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return addDays(day, -((weekday - weekStartsOn + 7) % 7));
}

export function weekDays(start: IsoDay): IsoDay[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The calendar day of a slot in the agency's time zone, from its local start (2026-03-30T09:00+02:00). */
export function slotDay(slot: { local: string }): IsoDay {
  return slot.local.slice(0, 10);
}

/**
 * The instants to ask availability for so that the days [first, last] of the agency are all covered:
 * a day either side, since no time zone is more than 14 hours from UTC; extra slots are filtered out.
 */
export function windowFor(first: IsoDay, lastExclusive: IsoDay): { from: string; to: string } {
  return { from: new Date(toUtc(first) - DAY).toISOString(), to: new Date(toUtc(lastExclusive) + DAY).toISOString() };
}

/** A day as a date at noon UTC, to format its weekday and number whatever the formatter's zone. */
export function dayAsDate(day: IsoDay): Date {
  return new Date(toUtc(day) + DAY / 2);
}
