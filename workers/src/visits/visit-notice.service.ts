import type { RealtimeNotifications, VisitStatus } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { visitWhen } from './visit-when.util';

export interface VisitNotice {
  agencyId: string;
  status: VisitStatus;
  data: RealtimeNotifications['visit.booked'];
}

interface NoticeRow {
  agencyId: string;
  status: VisitStatus;
  startsAt: Date;
  firstName: string;
  lastName: string;
  reference: string;
  timeZone: string;
  language: string;
}

/** What an agent's toast says about a visit, read fresh: the job may run after the visit changed. */
@Injectable()
export class VisitNoticeService {
  constructor(private readonly dataSource: DataSource) {}

  async load(visitId: string): Promise<VisitNotice | null> {
    const [row] = await this.dataSource.query<NoticeRow[]>(
      `SELECT v.agency_id AS "agencyId", v.status, v.starts_at AS "startsAt",
              COALESCE(v.contact_first_name, c.first_name) AS "firstName",
              COALESCE(v.contact_last_name, c.last_name) AS "lastName", l.reference, a.time_zone AS "timeZone", u.language
         FROM visits v JOIN candidates c ON c.id = v.candidate_id JOIN listings l ON l.id = v.listing_id
         JOIN agencies a ON a.id = v.agency_id JOIN users u ON u.id = v.agent_id
        WHERE v.id = $1`,
      [visitId],
    );
    if (!row) return null;
    return {
      agencyId: row.agencyId,
      status: row.status,
      data: {
        candidate: `${row.firstName} ${row.lastName}`.trim(),
        listing: row.reference,
        when: visitWhen(row.startsAt, row.timeZone, row.language),
      },
    };
  }
}
