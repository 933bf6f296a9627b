import type { VisitCancelledBy, VisitStatus } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** What an agent's toast about a visit says, as read fresh. */
export interface VisitNoticeRow {
  agencyId: string;
  status: VisitStatus;
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  listingId: string;
  startsAt: Date;
  firstName: string;
  lastName: string;
  reference: string;
}

export async function visitNoticeRow(manager: Queryable, visitId: string): Promise<VisitNoticeRow | null> {
  const [row] = await manager.query<VisitNoticeRow[]>(
    `SELECT v.agency_id AS "agencyId", v.status, v.cancelled_by AS "cancelledBy", v.cancelled_why AS "cancelledWhy",
              v.listing_id AS "listingId", v.starts_at AS "startsAt",
              COALESCE(v.contact_first_name, c.first_name) AS "firstName",
              COALESCE(v.contact_last_name, c.last_name) AS "lastName", l.reference
         FROM visits v JOIN candidates c ON c.id = v.candidate_id JOIN listings l ON l.id = v.listing_id
        WHERE v.id = $1`,
    [visitId],
  );
  return row ?? null;
}
