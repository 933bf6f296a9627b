import type { VisitorVisit } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A visitor's visit as their area lists it: the contract's shape, with instants still as dates. */
export type VisitorVisitRow = Omit<VisitorVisit, 'startsAt' | 'endsAt' | 'local' | 'upcoming'> & {
  startsAt: Date;
  endsAt: Date;
};

const VISITOR_VISITS_SQL = `
  SELECT v.id, v.status, v.starts_at AS "startsAt", v.ends_at AS "endsAt", a.time_zone AS "timeZone",
         v.cancelled_by AS "cancelledBy", v.rescheduled_from AS "rescheduledFrom",
         json_build_object('id', l.id, 'reference', l.reference, 'title', l.title, 'transaction', l.transaction,
                           'propertyType', l.property_type, 'city', l.city,
                           'bookable', l.status IN ('active', 'under_offer')) AS listing,
         json_build_object('name', a.name, 'slug', a.slug) AS agency,
         json_build_object('firstName', u.first_name, 'slug', u.public_slug) AS agent,
         '/api/public/visits/' || v.id || '/ics?token=' || v.calendar_token AS "calendarUrl",
         -- The rule of the API's apply (visitor-rental-file.service): a rental seen, or the agency takes files before.
         (l.transaction = 'rent' AND (
            v.status = 'done' OR (v.status IN ('booked', 'confirmed') AND v.ends_at <= now())
            OR COALESCE((SELECT s.applications_before_visit FROM rental_file_agency_settings s
                          WHERE s.agency_id = v.agency_id), false))) AS "canApply"
    FROM visits v
    JOIN listings l ON l.id = v.listing_id
    JOIN agencies a ON a.id = v.agency_id
    JOIN users u ON u.id = v.agent_id
   WHERE v.candidate_id = ANY($1::uuid[])`;

/** Every visit of these candidates, soonest first (one alone when `id` is given). */
export async function visitorVisitRows(
  manager: Queryable,
  candidateIds: string[],
  id?: string,
): Promise<VisitorVisitRow[]> {
  return id === undefined
    ? manager.query<VisitorVisitRow[]>(`${VISITOR_VISITS_SQL} ORDER BY v.starts_at`, [candidateIds])
    : manager.query<VisitorVisitRow[]>(`${VISITOR_VISITS_SQL} AND v.id = $2`, [candidateIds, id]);
}
