import type { VisitCancelledBy, VisitStatus, WorkingDay } from '@creneau/contracts';

export type { WorkingDay };

export interface AgendaVisit {
  id: string;
  agentId: string;
  listingId: string;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
  // A Belgian visitor gives one means of contact of their choice: e-mail or phone may be missing.
  candidate: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  rescheduledFrom: string | null;
  /** On a moved visit (status 'rescheduled'): the visit that replaced it. */
  rescheduledTo: string | null;
  /** When the agent invited the candidate to apply after the visit. */
  applicationInvitedAt: string | null;
  /** What the candidate answered after the visit, as the listing's region allows. */
  application: { answers: Record<string, unknown>; answeredAt: string } | null;
  /** What the visitor answered before the visit (prequalification). */
  answers?: Record<string, unknown>;
  /** The rules' verdict on the request and why, or the agent's over it; null without one. */
  prequalification?: {
    verdict: 'book' | 'wait' | 'decline';
    reasons: { rule: string; values?: Record<string, string | number> }[];
    overridden: boolean;
  } | null;
}

export interface AgendaAbsence {
  id: string;
  startsAt: string;
  endsAt: string;
  reason: string;
}

export interface AgendaListing {
  id: string;
  reference: string;
  status: string;
  agentId: string | null;
  title: Record<string, string | undefined>;
  /** Where it stands decides what may be asked of the candidate (applicant-data policy). */
  country: 'FR' | 'BE';
  postalCode: string | null;
  transaction: 'rent' | 'sale';
}

export interface OfferedSlot {
  startsAt: string;
  endsAt: string;
  local: string;
  seatsLeft: number;
}

export type AgendaView = 'week' | 'day';
