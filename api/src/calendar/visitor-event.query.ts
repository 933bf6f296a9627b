import { ADDRESS_PRECISION, type VisitStatus } from '@creneau/contracts';
import { calendarStatus, translator, visitCalendarUid } from '@creneau/server';
import type { DataSource } from 'typeorm';
import type { CalendarEvent } from '@creneau/server';

interface VisitorEventRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
  changedAt: Date;
  calendarUid: string;
  sequence: number;
  reference: string;
  title: Record<string, string | undefined>;
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

export async function visitorEvent(dataSource: DataSource, id: string, token: string): Promise<CalendarEvent | null> {
  const [row]: VisitorEventRow[] = await dataSource.query(VISITOR_EVENT, [id, token]);
  if (!row) return null;
  const t = await translator(row.language);
  const title = row.title[row.language as 'fr'] ?? row.title.fr ?? row.reference;
  const street = row.precision === ADDRESS_PRECISION.exact ? row.street : null;
  const postalCode = row.precision === ADDRESS_PRECISION.hidden ? null : row.postalCode;
  return {
    uid: visitCalendarUid(row.calendarUid),
    start: row.startsAt,
    end: row.endsAt,
    summary: t('visitorCalendar.summary', { title }),
    location: [street, [postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    description: t('visitorCalendar.description', { agent: row.agent, agency: row.agency }),
    // The same event as the invitation e-mail (UID, status, sequence, organizer), without its RSVP: a
    // downloaded file is imported, not answered.
    status: calendarStatus(row.status),
    sequence: row.sequence,
    updated: row.changedAt,
    organizer: { name: row.agent, email: row.agentEmail },
  };
}
