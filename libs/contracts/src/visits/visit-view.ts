import type { VisitCancelledBy, VisitSource, VisitStatus } from './visit-status';

/** The prequalification rules' verdict on the candidate's request and why (issue 20), or an agent's over it. */
export interface VisitPrequalification {
  verdict: 'book' | 'wait' | 'decline';
  reasons: { rule: string; values?: Record<string, string | number> }[];
  /** An agent set the verdict over the rules'. */
  overridden: boolean;
}

/** A visit as the back office reads it (GET /api/visits, /api/visits/{id}). Instants are ISO strings. */
export interface VisitView {
  id: string;
  agencyId: string;
  agentId: string;
  listingId: string;
  startsAt: string;
  endsAt: string;
  local: string;
  status: VisitStatus;
  source: VisitSource;
  answers: Record<string, unknown>;
  /**
   * Name and phone as given with this booking (a public one never overwrites the candidate's). A
   * Belgian visitor gives one means of contact of their choice: e-mail or phone may be null.
   */
  candidate: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  cancelledAt: string | null;
  rescheduledFrom: string | null;
  /** Set on a moved visit (status 'rescheduled'): the visit that replaced it. */
  rescheduledTo: string | null;
  /** The candidate's one-tap answer after the visit: still interested or not; null before they answer. */
  interested: boolean | null;
  interestAnsweredAt: string | null;
  /** When the agent invited the candidate to apply after the visit (the questions then open). */
  applicationInvitedAt: string | null;
  /** What the candidate answered after the visit, under the policy of the listing's region. */
  application: { answers: Record<string, unknown>; answeredAt: string } | null;
  /** The prequalification verdict on the candidate's request and why; null without one. */
  prequalification: VisitPrequalification | null;
  /** The signed bon de visite, served as a PDF at GET /api/visits/{id}/voucher. */
  voucher: { signerName: string; signedAt: string } | null;
  createdAt: string;
}
