import type { AbsenceView, FreeSlot, ListingView, VisitView, WorkingDay } from '@creneau/contracts';

export type { WorkingDay };

/** What the agenda reads of a visit (GET /api/visits). */
export type AgendaVisit = Pick<
  VisitView,
  | 'id'
  | 'agentId'
  | 'listingId'
  | 'startsAt'
  | 'endsAt'
  | 'status'
  | 'candidate'
  | 'cancelledBy'
  | 'cancelledWhy'
  | 'rescheduledFrom'
  | 'rescheduledTo'
  | 'applicationInvitedAt'
  | 'application'
  | 'answers'
  | 'prequalification'
>;

export type AgendaAbsence = Pick<AbsenceView, 'id' | 'startsAt' | 'endsAt' | 'reason'>;

/** What the agenda reads of a listing: where it stands decides what may be asked of the candidate. */
export type AgendaListing = Pick<
  ListingView,
  'id' | 'reference' | 'status' | 'agentId' | 'title' | 'country' | 'postalCode' | 'transaction'
>;

export type OfferedSlot = FreeSlot;

export type AgendaView = 'week' | 'day';
