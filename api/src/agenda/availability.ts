import type { AvailabilityInput, FreeSlot, SlotRefusal } from './availability.types';
import { BusyIndex } from './busy-index';
import { dayGrid } from './slot-grid';
import { localLabel, localTime, nextDay, type LocalDay } from './zoned-time.util';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const stepOf = (input: AvailabilityInput) => input.listing.durationMinutes + input.listing.bufferMinutes;
const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;

function timeRefusal(input: AvailabilityInput, start: number): SlotRefusal | null {
  if (start <= input.now) return 'SLOT_IN_PAST';
  if (start < input.now + input.listing.minNoticeHours * HOUR) return 'SLOT_TOO_SOON';
  if (start > input.now + input.listing.horizonDays * DAY) return 'SLOT_BEYOND_HORIZON';
  return null;
}

/** Why a start cannot be booked, or null when availability offers it. Booking and listing share it. */
export function slotRefusal(input: AvailabilityInput, start: number): SlotRefusal | null {
  const early = timeRefusal(input, start);
  if (early) return early;
  const end = start + input.listing.durationMinutes * MINUTE;
  const grid = dayGrid(
    localTime(start, input.timeZone),
    input.workingHours,
    input.timeZone,
    stepOf(input),
    input.listing.durationMinutes,
  );
  if (grid.lunch && overlaps(start, end, grid.lunch.start, grid.lunch.end)) return 'SLOT_IN_LUNCH_BREAK';
  if (!grid.periods.some((period) => overlaps(start, end, period.start, period.end)))
    return 'SLOT_OUTSIDE_WORKING_HOURS';
  if (!grid.starts.includes(start)) return 'SLOT_NOT_OFFERED';
  return freeRefusal(input, new BusyIndex(input), start);
}

function freeRefusal(input: AvailabilityInput, busy: BusyIndex, start: number): SlotRefusal | null {
  const end = start + input.listing.durationMinutes * MINUTE;
  if (input.absences.some((absence) => overlaps(start, end, absence.start, absence.end))) return 'SLOT_AGENT_ABSENT';
  if (busy.conflicts(start)) return 'SLOT_TAKEN';
  return null;
}

/** The free slots of [from, to), in UTC with their wall-clock label in the agency's zone. */
export function availability(input: AvailabilityInput, from: number, to: number): FreeSlot[] {
  const slots: FreeSlot[] = [];
  const busy = new BusyIndex(input);
  const lastDay = localTime(to, input.timeZone);
  const isAfter = (day: LocalDay) =>
    day.year * 10_000 + day.month * 100 + day.day > lastDay.year * 10_000 + lastDay.month * 100 + lastDay.day;
  for (let day: LocalDay = localTime(from, input.timeZone); !isAfter(day); day = nextDay(day)) {
    const { starts } = dayGrid(day, input.workingHours, input.timeZone, stepOf(input), input.listing.durationMinutes);
    for (const start of starts) {
      if (start < from || start >= to || timeRefusal(input, start) || freeRefusal(input, busy, start)) continue;
      slots.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + input.listing.durationMinutes * MINUTE).toISOString(),
        local: localLabel(start, input.timeZone),
        seatsLeft: busy.seatsLeft(start),
      });
    }
  }
  return slots;
}
