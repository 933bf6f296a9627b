import type { BookedVisit, VisitView } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { localLabel } from '../agenda/zoned-time.util';

export type { VisitView };

export const VISIT_VIEW_SQL = `
  SELECT v.id, v.agency_id AS "agencyId", v.agent_id AS "agentId", v.listing_id AS "listingId",
         v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.status, v.source, v.answers,
         json_build_object('id', c.id, 'firstName', COALESCE(v.contact_first_name, c.first_name),
                           'lastName', COALESCE(v.contact_last_name, c.last_name),
                           'email', c.email, 'phone', NULLIF(COALESCE(v.contact_phone, c.phone), '')) AS candidate,
         v.cancelled_by AS "cancelledBy", v.cancelled_why AS "cancelledWhy", v.cancelled_at AS "cancelledAt",
         v.rescheduled_from AS "rescheduledFrom", v.rescheduled_to AS "rescheduledTo", v.interested,
         v.interest_answered_at AS "interestAnsweredAt", v.application_invited_at AS "applicationInvitedAt",
         (SELECT json_build_object('answers', aa.answers, 'answeredAt', aa.updated_at) FROM applicant_answers aa
           WHERE aa.visit_id = v.id AND aa.stage = 'application') AS application,
         CASE WHEN vv.visit_id IS NULL THEN NULL
              ELSE json_build_object('signerName', vv.signer_name, 'signedAt', vv.signed_at) END AS voucher,
         v.created_at AS "createdAt", a.time_zone AS "timeZone"
    FROM visits v JOIN candidates c ON c.id = v.candidate_id JOIN agencies a ON a.id = v.agency_id
    LEFT JOIN visit_vouchers vv ON vv.visit_id = v.id`;

export type VisitRow = Omit<
  VisitView,
  | 'startsAt'
  | 'endsAt'
  | 'local'
  | 'cancelledAt'
  | 'interestAnsweredAt'
  | 'applicationInvitedAt'
  | 'voucher'
  | 'createdAt'
> & {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  interestAnsweredAt: Date | null;
  applicationInvitedAt: Date | null;
  // json_build_object gives timestamps as text in Postgres' own format, normalised below.
  voucher: { signerName: string; signedAt: string } | null;
  createdAt: Date;
  timeZone: string;
};

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
  const [row] = await manager.query<VisitRow[]>(
    `${VISIT_VIEW_SQL} WHERE v.id = $1 AND ($2::uuid IS NULL OR v.agency_id = $2)`,
    [id, agencyId],
  );
  return row ? toVisitView(row) : null;
}

/** A visit as the booking that wrote it reads it back (RETURNING), before it becomes a BookedVisit. */
export interface BookedRow extends Omit<BookedVisit, 'startsAt' | 'endsAt' | 'local'> {
  startsAt: Date;
  endsAt: Date;
}

export const BOOKED_ROW_COLUMNS = `id, listing_id AS "listingId", starts_at AS "startsAt", ends_at AS "endsAt", status,
  calendar_token AS "calendarToken"`;

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
  const [row] = await manager.query<(BookedRow & { timeZone: string })[]>(
    `SELECT ${BOOKED_ROW_COLUMNS}, (SELECT time_zone FROM agencies WHERE agencies.id = visits.agency_id) AS "timeZone"
       FROM visits WHERE id = $1`,
    [id],
  );
  const { timeZone, ...visit } = row;
  return bookedVisitOf(visit, { timeZone });
}
