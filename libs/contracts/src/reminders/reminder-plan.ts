// A visit's reminders: their kinds, the agency's policy and the rules' constants. The workers plan them
// in the statement that stores them (workers/src/reminders/reminder-planner.ts), tested across time zones
// and changes of clocks.

export const REMINDER_KINDS = [
  'confirmation_request',
  'confirmation_nudge',
  'reminder',
  'deadline',
  'interest',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderPolicy {
  /** Local wall time of the evening-before confirmation request, "HH:MM". */
  confirmationRequestTime: string;
  reminderLeadMinutes: number;
  confirmationDeadlineMinutes: number;
}

/** A candidate needs this long between the request to confirm and the deadline to answer it. */
export const MIN_TIME_TO_CONFIRM_MINUTES = 30;
/** The interest question comes once the visit is over and the visitor had time to think. */
export const INTEREST_DELAY_MINUTES = 120;

/** The BullMQ job id of a visit's reminder: deterministic, so adding it twice stores it once. */
export function reminderJobId(visitId: string, kind: ReminderKind): string {
  return `visit-${visitId}-reminder-${kind}`;
}
