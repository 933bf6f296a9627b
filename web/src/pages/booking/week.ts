import { addDays, isoDayAsUtc, weekdayOf, zonedDay, type IsoDay } from '@creneau/contracts';
// Calendar days are handled as plain `YYYY-MM-DD` strings of the agency's time zone: a slot's `local`
// start already carries its day there, so no time-zone arithmetic happens in the browser.
export { addDays, type IsoDay };

const DAY = 86_400_000;

/** Today in a time zone. */
export function todayIn(timeZone: string, now = new Date()): IsoDay {
  return zonedDay(now, timeZone);
}

/** The first day of the week holding `day`, weeks starting on Sunday (0) or Monday (1). */
export function weekStartOfDay(day: IsoDay, weekStartsOn: 0 | 1): IsoDay {
  const weekday = weekdayOf(day);
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
  return {
    from: new Date(isoDayAsUtc(first) - DAY).toISOString(),
    to: new Date(isoDayAsUtc(lastExclusive) + DAY).toISOString(),
  };
}

/** A day as a date at noon UTC, to format its weekday and number whatever the formatter's zone. */
export function dayAsDate(day: IsoDay): Date {
  return new Date(isoDayAsUtc(day) + DAY / 2);
}
