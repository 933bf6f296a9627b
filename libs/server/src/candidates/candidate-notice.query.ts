import type { CandidateStatus, RefusalReason } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A status change of a candidate with everything its notice says: the person, the agency, the listing. */
export interface CandidateNoticeRow {
  candidateId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: string;
  anonymised: boolean;
  /** The candidate's status now: a notice of a change undone since says nothing stale. */
  status: CandidateStatus;
  fromStatus: CandidateStatus | null;
  toStatus: CandidateStatus;
  reason: RefusalReason | null;
  /** Their latest visit, whose interest link (/i/{code}) a waiting candidate can answer; null: none. */
  latestVisitId: string | null;
  agency: {
    id: string;
    name: string;
    color: string | null;
    country: 'FR' | 'BE';
    timeZone: string;
    /** No SMS to the candidate in these local hours (the agency's window), unless it is their only way. */
    visitorQuietHours: { start: string; end: string };
    phone: string | null;
    email: string | null;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    professionalCard: string | null;
    ipi: string | null;
  };
  listing: { id: string; reference: string; title: Record<string, string | undefined> } | null;
}

/** The history row `eventId` of candidate `candidateId` as its notice reads it; null when either is gone. */
export async function candidateNotice(
  manager: Queryable,
  candidateId: string,
  eventId: string,
): Promise<CandidateNoticeRow | null> {
  const [row] = await manager.query<CandidateNoticeRow[]>(
    `SELECT c.id AS "candidateId", c.first_name AS "firstName", c.last_name AS "lastName", c.email::text AS email,
            NULLIF(c.phone, '') AS phone, c.language, c.anonymised_at IS NOT NULL AS anonymised, c.status,
            e.from_status AS "fromStatus", e.to_status AS "toStatus", e.reason,
            (SELECT v.id FROM visits v WHERE v.candidate_id = c.id ORDER BY v.starts_at DESC LIMIT 1) AS "latestVisitId",
            json_build_object('id', a.id, 'name', a.name, 'color', a.brand_color, 'country', a.country,
                              'timeZone', a.time_zone,
                              'visitorQuietHours', json_build_object('start', to_char(a.visitor_quiet_start, 'HH24:MI'),
                                                                     'end', to_char(a.visitor_quiet_end, 'HH24:MI')),
                              'phone', a.phone, 'email', a.email, 'street', a.street,
                              'postalCode', a.postal_code, 'city', a.city,
                              'professionalCard', a.professional_card_number, 'ipi', a.ipi_number) AS agency,
            CASE WHEN l.id IS NULL THEN NULL
                 ELSE json_build_object('id', l.id, 'reference', l.reference, 'title', l.title) END AS listing
       FROM candidate_events e
       JOIN candidates c ON c.id = e.candidate_id
       JOIN agencies a ON a.id = c.agency_id
       LEFT JOIN listings l ON l.id = c.listing_id
      WHERE e.id = $1 AND e.candidate_id = $2 AND e.kind = 'status_changed'`,
    [eventId, candidateId],
  );
  return row ?? null;
}
