import type { VisitorVisit } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { localLabel } from '../agenda/zoned-time.util';

type VisitorVisitRow = Omit<VisitorVisit, 'startsAt' | 'endsAt' | 'local' | 'upcoming'> & {
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
         '/api/public/visits/' || v.id || '/ics?token=' || v.calendar_token AS "calendarUrl"
    FROM visits v
    JOIN listings l ON l.id = v.listing_id
    JOIN agencies a ON a.id = v.agency_id
    JOIN users u ON u.id = v.agent_id
   WHERE v.candidate_id = ANY($1::uuid[])`;

function toVisitorVisit(row: VisitorVisitRow, now: number): VisitorVisit {
  const live = row.status === 'booked' || row.status === 'confirmed';
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    local: localLabel(row.startsAt.getTime(), row.timeZone),
    upcoming: live && row.startsAt.getTime() > now,
  };
}

/** Every visit of the visitor's candidates, soonest first; the front splits upcoming from past. */
export async function listVisitorVisits(manager: EntityManager, candidateIds: string[]): Promise<VisitorVisit[]> {
  if (candidateIds.length === 0) return [];
  const rows = await manager.query<VisitorVisitRow[]>(`${VISITOR_VISITS_SQL} ORDER BY v.starts_at`, [candidateIds]);
  const now = Date.now();
  return rows.map((row) => toVisitorVisit(row, now));
}

export async function loadVisitorVisit(
  manager: EntityManager,
  candidateIds: string[],
  id: string,
): Promise<VisitorVisit | null> {
  const [row] = await manager.query<VisitorVisitRow[]>(`${VISITOR_VISITS_SQL} AND v.id = $2`, [candidateIds, id]);
  return row ? toVisitorVisit(row, Date.now()) : null;
}
