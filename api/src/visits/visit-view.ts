import type { BookedVisit, VisitCancelledBy, VisitSource, VisitStatus } from '@creneau/contracts';
import {
  bookedVisitRow,
  visitViewRows,
  type BookedRow,
  type VisitPrequalification,
  type VisitViewRow,
} from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { localLabel } from '../agenda/zoned-time.util';

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
  /** The prequalification verdict on the candidate's request and why (issue 20); null without one. */
  prequalification: VisitPrequalification | null;
  /** The signed bon de visite, served as a PDF at GET /api/visits/{id}/voucher. */
  voucher: { signerName: string; signedAt: string } | null;
  createdAt: string;
}

export type VisitRow = VisitViewRow;

export function toVisitView({ timeZone, ...row }: VisitRow): VisitView {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    local: localLabel(row.startsAt.getTime(), timeZone),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    interestAnsweredAt: row.interestAnsweredAt?.toISOString() ?? null,
    applicationInvitedAt: row.applicationInvitedAt?.toISOString() ?? null,
    application: row.application && {
      answers: row.application.answers,
      answeredAt: new Date(row.application.answeredAt).toISOString(),
    },
    voucher: row.voucher && {
      signerName: row.voucher.signerName,
      signedAt: new Date(row.voucher.signedAt).toISOString(),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadVisitView(
  manager: EntityManager,
  id: string,
  agencyId: string | null,
): Promise<VisitView | null> {
  const [row] = await visitViewRows(manager, 'v.id = $1 AND ($2::uuid IS NULL OR v.agency_id = $2)', [id, agencyId]);
  return row ? toVisitView(row) : null;
}

/** What the person who booked gets back (no other candidate, no agency internals), with their .ics token. */
export function bookedVisitOf(
  { startsAt, endsAt, ...visit }: BookedRow,
  { timeZone }: { timeZone: string },
): BookedVisit {
  return {
    ...visit,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    local: localLabel(startsAt.getTime(), timeZone),
  };
}

export async function loadBookedVisit(manager: EntityManager, id: string): Promise<BookedVisit> {
  const row = await bookedVisitRow(manager, id);
  if (!row) throw new Error(`Visit ${id} is gone`);
  const { timeZone, ...visit } = row;
  return bookedVisitOf(visit, { timeZone });
}
