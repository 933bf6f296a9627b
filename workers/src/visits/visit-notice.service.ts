import type { VisitCancelledBy, VisitNoticeData, VisitStatus } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface VisitNotice {
  agencyId: string;
  status: VisitStatus;
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  data: VisitNoticeData;
}

interface NoticeRow extends Omit<VisitNotice, 'data'> {
  listingId: string;
  startsAt: Date;
  firstName: string;
  lastName: string;
  reference: string;
}

/**
 * What an agent's toast says about a visit, read fresh: the job may run after the visit changed.
 * Data only: each viewer's dashboard writes it in their language and the agency's time zone.
 */
@Injectable()
export class VisitNoticeService {
  constructor(private readonly dataSource: DataSource) {}

  async load(visitId: string): Promise<VisitNotice | null> {
    const [row] = await this.dataSource.query<NoticeRow[]>(
      `SELECT v.agency_id AS "agencyId", v.status, v.cancelled_by AS "cancelledBy", v.cancelled_why AS "cancelledWhy",
              v.listing_id AS "listingId", v.starts_at AS "startsAt",
              COALESCE(v.contact_first_name, c.first_name) AS "firstName",
              COALESCE(v.contact_last_name, c.last_name) AS "lastName", l.reference
         FROM visits v JOIN candidates c ON c.id = v.candidate_id JOIN listings l ON l.id = v.listing_id
        WHERE v.id = $1`,
      [visitId],
    );
    if (!row) return null;
    return {
      agencyId: row.agencyId,
      status: row.status,
      cancelledBy: row.cancelledBy,
      cancelledWhy: row.cancelledWhy,
      data: {
        visitId,
        listingId: row.listingId,
        candidate: `${row.firstName} ${row.lastName}`.trim(),
        listing: row.reference,
        startsAt: row.startsAt.toISOString(),
      },
    };
  }
}
