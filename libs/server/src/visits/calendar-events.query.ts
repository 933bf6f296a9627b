import type { VisitStatus } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** What an agent's and a visitor's calendar events both carry of a visit and its listing. */
interface CalendarVisitFields {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
  changedAt: Date;
  calendarUid: string;
  sequence: number;
  reference: string;
  title: Record<string, string | undefined>;
}

export interface VisitEventRow extends CalendarVisitFields {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  candidate: string;
  phone: string;
  language: string;
}

const VISIT_EVENTS = `
  SELECT v.id, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.status,
         GREATEST(v.created_at, v.updated_at, COALESCE(v.cancelled_at, v.created_at)) AS "changedAt",
         v.calendar_uid AS "calendarUid", v.calendar_sequence AS sequence,
         l.reference, l.title, l.street, l.postal_code AS "postalCode", l.city,
         COALESCE(v.contact_first_name, c.first_name) || ' ' || COALESCE(v.contact_last_name, c.last_name) AS candidate,
         -- The means of contact the candidate gave: their phone, else their e-mail (one may be missing).
         COALESCE(NULLIF(COALESCE(v.contact_phone, c.phone), ''), c.email, '') AS phone, u.language
    FROM visits v
    JOIN listings l ON l.id = v.listing_id
    JOIN candidates c ON c.id = v.candidate_id
    JOIN users u ON u.id = v.agent_id`;

/** The visits matching `where` (a condition on `visits v`), soonest first, as the agent's calendar shows them. */
export async function visitEventRows(manager: Queryable, where: string, params: unknown[]): Promise<VisitEventRow[]> {
  return manager.query<VisitEventRow[]>(`${VISIT_EVENTS} WHERE ${where} ORDER BY v.starts_at`, params);
}

export interface VisitorEventRow extends CalendarVisitFields {
  precision: number;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  agent: string;
  agentEmail: string;
  agency: string;
  language: string;
}

// The visitor's own copy: in their language, with the address as public as the listing allows.
const VISITOR_EVENT = `
  SELECT v.id, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.status,
         GREATEST(v.created_at, v.updated_at, COALESCE(v.cancelled_at, v.created_at)) AS "changedAt",
         v.calendar_uid AS "calendarUid", v.calendar_sequence AS sequence,
         l.reference, l.title, l.address_precision AS precision, l.street, l.postal_code AS "postalCode", l.city,
         u.first_name || ' ' || u.last_name AS agent, u.email AS "agentEmail", a.name AS agency,
         COALESCE(v.contact_language, c.language) AS language
    FROM visits v
    JOIN listings l ON l.id = v.listing_id
    JOIN candidates c ON c.id = v.candidate_id
    JOIN users u ON u.id = v.agent_id
    JOIN agencies a ON a.id = v.agency_id
   WHERE v.id = $1 AND v.calendar_token = $2`;

/** One visit as its visitor's own calendar file gives it, found by id and calendar token. */
export async function visitorEventRow(manager: Queryable, id: string, token: string): Promise<VisitorEventRow | null> {
  const [row] = await manager.query<VisitorEventRow[]>(VISITOR_EVENT, [id, token]);
  return row ?? null;
}
