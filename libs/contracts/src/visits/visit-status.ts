export const VISIT_STATUSES = ['booked', 'confirmed', 'done', 'no_show', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export type VisitSource = 'public' | 'back_office';
export type VisitCancelledBy = 'candidate' | 'agency' | 'system';

/** Where each status may go; a visit that happened (done, no-show) or was cancelled stays so. */
export const VISIT_TRANSITIONS: Record<VisitStatus, readonly VisitStatus[]> = {
  booked: ['confirmed', 'done', 'no_show', 'cancelled'],
  confirmed: ['done', 'no_show', 'cancelled'],
  done: [],
  no_show: [],
  cancelled: [],
};

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** cancelled_why of a visit the system cancelled because it was still unconfirmed at its deadline. */
export const UNCONFIRMED_RELEASE_REASON = 'unconfirmed';
