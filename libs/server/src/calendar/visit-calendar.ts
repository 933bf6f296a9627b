import type { VisitStatus } from '@creneau/contracts';
import type { CalendarAttendee, CalendarEvent } from './ics';

/**
 * A visit's status as every calendar copy says it (the invitation, the downloads, the agent's feed): a
 * booked visit waits for the visitor's confirmation; a moved one leaves like a cancelled one (the visit
 * that replaced it carries the same UID on, one SEQUENCE higher).
 */
export function calendarStatus(status: VisitStatus): CalendarEvent['status'] {
  switch (status) {
    case 'booked':
      return 'TENTATIVE';
    case 'cancelled':
    case 'rescheduled':
      return 'CANCELLED';
    case 'confirmed':
    case 'done':
    case 'no_show':
      return 'CONFIRMED';
  }
}

/** The UID of a visit's event: stable across its moves (visits.calendar_uid is handed on to the new visit). */
export const visitCalendarUid = (calendarUid: string): string => `visit-${calendarUid}@creneau`;

/** The visitor as the invitation's attendee: asked to answer while the visit waits for their confirmation. */
export function visitorAttendee(status: VisitStatus, name: string, email: string): CalendarAttendee {
  const accepted = status === 'confirmed' || status === 'done';
  return { name, email, partstat: accepted ? 'ACCEPTED' : 'NEEDS-ACTION', rsvp: status === 'booked' };
}
