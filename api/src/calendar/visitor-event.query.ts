import { ADDRESS_PRECISION } from '@creneau/contracts';
import { calendarStatus, translator, visitCalendarUid, visitorEventRow } from '@creneau/server';
import type { DataSource } from 'typeorm';
import type { CalendarEvent } from '@creneau/server';

export async function visitorEvent(dataSource: DataSource, id: string, token: string): Promise<CalendarEvent | null> {
  const row = await visitorEventRow(dataSource, id, token);
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
