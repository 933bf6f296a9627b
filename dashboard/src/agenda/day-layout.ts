import { clockMinutes, wallMinutes, weekDayOf, zonedInstant, type DayKey } from './calendar-days';
import type { AgendaAbsence, AgendaVisit, WorkingDay } from './types';

/** A period of one agency day, in minutes after its midnight on the agency's clock. */
export interface Span {
  start: number;
  end: number;
}

export interface VisitBlock extends Span {
  visit: AgendaVisit;
  lane: number;
  lanes: number;
}

const DAY_MINUTES = 24 * 60;

/** Where [from, to) falls on the agency's clock of `day`, or null when it misses the day. */
export function clip(day: DayKey, from: number, to: number, timeZone: string): Span | null {
  const dayStart = zonedInstant(day, 0, timeZone);
  const dayEnd = zonedInstant(day, DAY_MINUTES, timeZone);
  if (to <= dayStart || from >= dayEnd) return null;
  const start = from <= dayStart ? 0 : wallMinutes(from, timeZone);
  const end = to >= dayEnd ? DAY_MINUTES : wallMinutes(to, timeZone);
  // Near the autumn clock change the wall clock runs back: keep at least a visible sliver.
  return { start, end: Math.max(end, start + 15) };
}

/** The shaded parts of the day: before and after the working hours, or all of it when not worked. */
export function offHours(hours: WorkingDay | undefined): Span[] {
  if (!hours?.worked) return [{ start: 0, end: DAY_MINUTES }];
  return [
    { start: 0, end: clockMinutes(hours.workStartHour) },
    { start: clockMinutes(hours.workEndHour), end: DAY_MINUTES },
  ];
}

export function lunchBreak(hours: WorkingDay | undefined): Span | null {
  if (!hours?.worked || !hours.lunchBreakEnabled) return null;
  return { start: clockMinutes(hours.lunchBreakStartHour), end: clockMinutes(hours.lunchBreakEndHour) };
}

export const hoursOf = (workingHours: readonly WorkingDay[] | undefined, day: DayKey) =>
  workingHours?.find((entry) => entry.weekDay === weekDayOf(day));

export function absenceSpans(day: DayKey, absences: readonly AgendaAbsence[], timeZone: string) {
  return absences.flatMap((absence) => {
    const span = clip(day, Date.parse(absence.startsAt), Date.parse(absence.endsAt), timeZone);
    return span ? [{ ...span, absence }] : [];
  });
}

/** The day's visits side by side where they overlap: each takes a lane of its group of overlaps. */
export function visitBlocks(day: DayKey, visits: readonly AgendaVisit[], timeZone: string): VisitBlock[] {
  const spans = visits
    .flatMap((visit) => {
      const span = clip(day, Date.parse(visit.startsAt), Date.parse(visit.endsAt), timeZone);
      return span ? [{ ...span, visit, lane: 0, lanes: 1 }] : [];
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let group: VisitBlock[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((block) => block.lane + 1));
    for (const block of group) block.lanes = lanes;
  };
  for (const block of spans) {
    if (block.start >= groupEnd) {
      close();
      group = [];
    }
    const laneEnds = new Map<number, number>();
    for (const other of group) laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.end));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > block.start) lane += 1;
    block.lane = lane;
    group.push(block);
    groupEnd = Math.max(groupEnd, block.end);
  }
  close();
  return spans;
}

/** The hours the grid shows: the working hours of the shown days and every visit, at least 08:00 to 20:00. */
export function visibleHours(
  days: readonly DayKey[],
  workingHours: readonly WorkingDay[] | undefined,
  blocks: readonly Span[],
): { first: number; last: number } {
  let first = 8 * 60;
  let last = 20 * 60;
  for (const day of days) {
    const hours = hoursOf(workingHours, day);
    if (hours?.worked) {
      first = Math.min(first, clockMinutes(hours.workStartHour));
      last = Math.max(last, clockMinutes(hours.workEndHour));
    }
  }
  for (const block of blocks) {
    first = Math.min(first, block.start);
    last = Math.max(last, block.end);
  }
  return { first: Math.floor(first / 60), last: Math.min(24, Math.ceil(last / 60)) };
}
