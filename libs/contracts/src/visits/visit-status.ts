export const VISIT_STATUSES = ['booked', 'confirmed', 'done', 'no_show', 'cancelled', 'rescheduled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export type VisitSource = 'public' | 'back_office';
/** Who cancelled a visit, or moved it (a rescheduled visit records its mover the same way). */
export type VisitCancelledBy = 'candidate' | 'agency' | 'system';

/**
 * Where each status may go; a visit that happened (done, no-show), was cancelled or was moved
 * (rescheduled: replaced by the visit its rescheduledTo names) stays so.
 */
export const VISIT_TRANSITIONS: Record<VisitStatus, readonly VisitStatus[]> = {
  booked: ['confirmed', 'done', 'no_show', 'cancelled', 'rescheduled'],
  confirmed: ['done', 'no_show', 'cancelled', 'rescheduled'],
  done: [],
  no_show: [],
  cancelled: [],
  rescheduled: [],
};

/** A visit that will not take place as booked: cancelled, or moved to the visit that replaced it. */
export const WITHDRAWN_VISIT_STATUSES: readonly VisitStatus[] = ['cancelled', 'rescheduled'];

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** cancelled_why of a visit the system cancelled because it was still unconfirmed at its deadline. */
export const UNCONFIRMED_RELEASE_REASON = 'unconfirmed';
