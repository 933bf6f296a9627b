import type { VisitStatus } from '@creneau/contracts';
import { calendarStatus, translator, visitCalendarUid } from '@creneau/server';
import type { DataSource } from 'typeorm';
import type { CalendarEvent } from '@creneau/server';

interface VisitEventRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
  changedAt: Date;
  calendarUid: string;
  sequence: number;
  reference: string;
  title: Record<string, string | undefined>;
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

/** Visits as the agent's calendar shows them: the agent's own data, so the full address and phone. */
export async function visitEvents(dataSource: DataSource, where: string, params: unknown[]): Promise<CalendarEvent[]> {
  const rows: VisitEventRow[] = await dataSource.query(`${VISIT_EVENTS} WHERE ${where} ORDER BY v.starts_at`, params);
  return Promise.all(
    rows.map(async (row) => {
      const t = await translator(row.language);
      const title = row.title[row.language as 'fr'] ?? row.title.fr ?? row.reference;
      return {
        uid: visitCalendarUid(row.calendarUid),
        start: row.startsAt,
        end: row.endsAt,
        summary: t('calendar.summary', { candidate: row.candidate, reference: row.reference }),
        location: [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        description: t('calendar.description', { title, candidate: row.candidate, phone: row.phone }),
        status: calendarStatus(row.status),
        sequence: row.sequence,
        updated: row.changedAt,
      };
    }),
  );
}
