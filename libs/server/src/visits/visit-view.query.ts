import type { VisitView } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

// Instants as Postgres gives them (Date), the row's own time zone, and no local label yet: the API's
// view (VisitView, in the contracts) is this row once mapped.
type VisitInstant = 'startsAt' | 'endsAt' | 'cancelledAt' | 'interestAnsweredAt' | 'applicationInvitedAt' | 'createdAt';

/** A visit as the back office shows it: with its candidate as this booking gave them, its answers and voucher. */
export type VisitViewRow = Omit<VisitView, VisitInstant | 'local'> & {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  interestAnsweredAt: Date | null;
  applicationInvitedAt: Date | null;
  createdAt: Date;
  // The voucher's json_build_object gives timestamps as text in Postgres' own format: the caller normalises them.
  timeZone: string;
};

const VISIT_VIEW_SQL = `
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
         CASE WHEN c.verdict IS NULL THEN NULL
              ELSE json_build_object('verdict', c.verdict, 'reasons', COALESCE(c.verdict_reasons, '[]'::jsonb),
                                     'overridden', c.verdict_overridden_by IS NOT NULL) END AS prequalification,
         CASE WHEN vv.visit_id IS NULL THEN NULL
              ELSE json_build_object('signerName', vv.signer_name, 'signedAt', vv.signed_at) END AS voucher,
         v.created_at AS "createdAt", a.time_zone AS "timeZone"
    FROM visits v JOIN candidates c ON c.id = v.candidate_id JOIN agencies a ON a.id = v.agency_id
    LEFT JOIN visit_vouchers vv ON vv.visit_id = v.id`;

/**
 * The visits matching `where`, a condition on `visits v` (and `candidates c`) with its own parameters;
 * `tail` orders and pages (ORDER BY, LIMIT, OFFSET), built by the caller from known columns only.
 */
export async function visitViewRows(
  manager: Queryable,
  where: string,
  params: unknown[],
  tail = '',
): Promise<VisitViewRow[]> {
  return manager.query<VisitViewRow[]>(`${VISIT_VIEW_SQL} WHERE ${where} ${tail}`, params);
}

/** How many visits match `where`, a condition on `visits v` alone. */
export async function countVisits(manager: Queryable, where: string, params: unknown[]): Promise<number> {
  const [{ total }] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM visits v WHERE ${where}`,
    params,
  );
  return total;
}
