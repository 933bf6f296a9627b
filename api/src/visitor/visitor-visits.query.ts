import type { VisitorVisit } from '@creneau/contracts';
import { visitorVisitRows, type VisitorVisitRow } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { localLabel } from '../agenda/zoned-time.util';

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
  const rows = await visitorVisitRows(manager, candidateIds);
  const now = Date.now();
  return rows.map((row) => toVisitorVisit(row, now));
}

export async function loadVisitorVisit(
  manager: EntityManager,
  candidateIds: string[],
  id: string,
): Promise<VisitorVisit | null> {
  const [row] = await visitorVisitRows(manager, candidateIds, id);
  return row ? toVisitorVisit(row, Date.now()) : null;
}
