import { VISIT_STATUSES } from '@creneau/contracts';
import { countVisits, visitViewRows } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { equals } from '../common/simple-rest/list-filters';
import {
  defineList,
  filterConditions,
  orderByClause,
  positionalBinder,
  type ListQuery,
} from '../common/simple-rest/list-query';
import { toVisitView, type VisitView } from './visit-view';

/**
 * Visits over a range (filter from/to: every visit that overlaps [from, to), so one that starts before
 * the range and ends inside it is listed) and by agent, listing, candidate, status.
 */
export const VISITS_LIST = defineList({
  resource: 'visits',
  id: { column: 'v.id', kind: 'uuid' },
  sort: { startsAt: 'v.starts_at', createdAt: 'v.created_at', status: 'v.status' },
  defaultSort: ['startsAt', 'ASC'],
  filters: {
    // A visit lasts at most 240 minutes (listings' check): the bound on starts_at lets the index serve.
    from: { kind: 'instant', where: (p) => `v.ends_at > ${p} AND v.starts_at > ${p}::timestamptz - interval '1 day'` },
    to: { kind: 'instant', where: (p) => `v.starts_at < ${p}` },
    agentId: equals('v.agent_id', 'uuid'),
    listingId: equals('v.listing_id', 'uuid'),
    candidateId: equals('v.candidate_id', 'uuid'),
    status: equals('v.status', { oneOf: VISIT_STATUSES }),
  },
});

export async function listVisits(
  manager: EntityManager,
  agencyId: string | null,
  query: ListQuery,
): Promise<{ rows: VisitView[]; total: number }> {
  const params: unknown[] = [agencyId];
  const where = [
    '($1::uuid IS NULL OR v.agency_id = $1)',
    ...filterConditions(query, VISITS_LIST, positionalBinder(params)),
  ];
  const clause = where.join(' AND ');
  const [rows, total] = await Promise.all([
    visitViewRows(
      manager,
      clause,
      params,
      `ORDER BY ${orderByClause(query)} LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    countVisits(manager, clause, params),
  ]);
  return { rows: rows.map(toVisitView), total };
}

/**
 * Every visit of one agent overlapping [from, to), without paging: the agenda draws a week or a day and
 * must not lose any to a page size (a busy week of group visits has hundreds). The range is bounded
 * (parseWindow: 62 days at most), so the answer is too.
 */
export async function listAgentVisits(
  manager: EntityManager,
  agentId: string,
  window: { from: number; to: number },
): Promise<VisitView[]> {
  const rows = await visitViewRows(
    manager,
    `v.agent_id = $1 AND v.ends_at > $2 AND v.starts_at > $2::timestamptz - interval '1 day' AND v.starts_at < $3`,
    [agentId, new Date(window.from), new Date(window.to)],
    'ORDER BY v.starts_at, v.id',
  );
  return rows.map(toVisitView);
}
