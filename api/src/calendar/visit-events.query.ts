import { calendarStatus, translator, visitCalendarUid, visitEventRows } from '@creneau/server';
import type { DataSource } from 'typeorm';
import type { CalendarEvent } from '@creneau/server';

/** Visits as the agent's calendar shows them: the agent's own data, so the full address and phone. */
export async function visitEvents(dataSource: DataSource, where: string, params: unknown[]): Promise<CalendarEvent[]> {
  const rows = await visitEventRows(dataSource, where, params);
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
