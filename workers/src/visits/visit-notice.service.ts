import type { VisitCancelledBy, VisitNoticeData, VisitStatus } from '@creneau/contracts';
import { visitNoticeRow } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface VisitNotice {
  agencyId: string;
  status: VisitStatus;
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  data: VisitNoticeData;
}

/**
 * What an agent's toast says about a visit, read fresh: the job may run after the visit changed.
 * Data only: each viewer's dashboard writes it in their language and the agency's time zone.
 */
@Injectable()
export class VisitNoticeService {
  constructor(private readonly dataSource: DataSource) {}

  async load(visitId: string): Promise<VisitNotice | null> {
    const row = await visitNoticeRow(this.dataSource, visitId);
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
