import type { ErrorCode, FreeSlot, WorkingDay } from '@creneau/contracts';
import type { Position } from './travel.util';

/** A live slot of the agent: [start, blockedUntil) is taken; end is when the visit itself ends. */
export interface BusySlot extends Position {
  start: number;
  end: number;
  blockedUntil: number;
  listingId: string;
  seatsLeft: number;
}

export interface Absence {
  start: number;
  end: number;
}

export interface VisitSettings extends Position {
  listingId: string;
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  visitorsPerSlot: number;
}

/** Everything availability depends on; instants are epoch milliseconds. No I/O: the caller loads it. */
export interface AvailabilityInput {
  timeZone: string;
  now: number;
  workingHours: readonly WorkingDay[];
  absences: readonly Absence[];
  busy: readonly BusySlot[];
  listing: VisitSettings;
  travelMinMinutes: number;
}

export type { FreeSlot };

export type SlotRefusal = Extract<
  ErrorCode,
  | 'SLOT_IN_PAST'
  | 'SLOT_TOO_SOON'
  | 'SLOT_BEYOND_HORIZON'
  | 'SLOT_OUTSIDE_WORKING_HOURS'
  | 'SLOT_IN_LUNCH_BREAK'
  | 'SLOT_NOT_OFFERED'
  | 'SLOT_AGENT_ABSENT'
  | 'SLOT_TAKEN'
>;
