// When each reminder of a visit falls, from the agency's policy. Pure, so it is tested across time
// zones and daylight-saving changes without a clock.
import { instantOfWallClock, wallClockAsUtc } from '../time-zones';

export const REMINDER_KINDS = ['confirmation_request', 'reminder', 'deadline', 'interest'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderPolicy {
  /** Local wall time of the evening-before confirmation request, "HH:MM". */
  confirmationRequestTime: string;
  reminderLeadMinutes: number;
  confirmationDeadlineMinutes: number;
}

export interface PlannedReminder {
  kind: ReminderKind;
  dueAt: Date;
}

const MINUTE = 60_000;
/** A candidate needs this long between the request to confirm and the deadline to answer it. */
export const MIN_TIME_TO_CONFIRM_MINUTES = 30;
/** The interest question comes once the visit is over and the visitor had time to think. */
export const INTEREST_DELAY_MINUTES = 120;

/** The UTC instant of a local wall time on the calendar day of `instant` in `timeZone`, shifted by `dayOffset`. */
export function localTimeOn(instant: Date, timeZone: string, wallTime: string, dayOffset = 0): Date {
  const day = wallClockAsUtc(instant.getTime(), timeZone);
  const [hours, minutes] = wallTime.split(':').map(Number);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + dayOffset, hours, minutes);
  return new Date(instantOfWallClock(wall, timeZone));
}

/**
 * The reminders of a visit booked at `now`:
 * - the request to confirm the evening before at the policy's time, at once when that moment has passed;
 * - the deadline, only when the candidate has had time to answer (else nobody can be blamed for silence);
 * - the reminder shortly before, unless the booking itself is that close;
 * - the interest question after the visit.
 */
export function planReminders(
  visit: { startsAt: Date; endsAt: Date },
  policy: ReminderPolicy,
  timeZone: string,
  now: Date,
): PlannedReminder[] {
  const start = visit.startsAt.getTime();
  const at = now.getTime();
  const plan: PlannedReminder[] = [];
  const eveningBefore = localTimeOn(visit.startsAt, timeZone, policy.confirmationRequestTime, -1).getTime();
  const requestAt = Math.max(eveningBefore, at);
  plan.push({ kind: 'confirmation_request', dueAt: new Date(requestAt) });
  const deadline = start - policy.confirmationDeadlineMinutes * MINUTE;
  if (deadline - requestAt >= MIN_TIME_TO_CONFIRM_MINUTES * MINUTE)
    plan.push({ kind: 'deadline', dueAt: new Date(deadline) });
  const reminder = start - policy.reminderLeadMinutes * MINUTE;
  if (reminder > requestAt) plan.push({ kind: 'reminder', dueAt: new Date(reminder) });
  plan.push({ kind: 'interest', dueAt: new Date(visit.endsAt.getTime() + INTEREST_DELAY_MINUTES * MINUTE) });
  return plan;
}

/** The BullMQ job id of a visit's reminder: deterministic, so adding it twice stores it once. */
export function reminderJobId(visitId: string, kind: ReminderKind): string {
  return `visit-${visitId}-reminder-${kind}`;
}
