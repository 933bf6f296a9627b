import type { EntityManager } from 'typeorm';
import { ApiError } from '../common/api-error';
import type { ListQuery } from '../common/simple-rest/list-query';
import { toVisitView, VISIT_VIEW_SQL, type VisitRow, type VisitView } from './visit-view';

const SORT_COLUMNS: Record<string, string> = { startsAt: 'v.starts_at', createdAt: 'v.created_at', status: 'v.status' };
export const VISIT_SORTABLE = Object.keys(SORT_COLUMNS);
const EQUALITY_FILTERS: Record<string, string> = {
  agentId: 'v.agent_id',
  listingId: 'v.listing_id',
  candidateId: 'v.candidate_id',
  status: 'v.status',
};

function instant(value: unknown, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(parsed.getTime()))
    throw new ApiError(400, 'VALIDATION_FAILED', `filter.${name} must be an ISO instant`);
  return parsed;
}

/**
 * Visits over a range (filter from/to: every visit that overlaps [from, to), so one that starts before
 * the range and ends inside it is listed) and by agent, listing, candidate, status.
 */
export async function listVisits(
  manager: EntityManager,
  agencyId: string | null,
  query: ListQuery,
): Promise<{ rows: VisitView[]; total: number }> {
  const params: unknown[] = [agencyId];
  const where = ['($1::uuid IS NULL OR v.agency_id = $1)'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const from = instant(query.filter.from, 'from');
  const to = instant(query.filter.to, 'to');
  // A visit lasts at most 240 minutes (listings' check): the bound on starts_at lets the index serve.
  if (from) add((p) => `v.ends_at > ${p} AND v.starts_at > ${p}::timestamptz - interval '1 day'`, from);
  if (to) add((p) => `v.starts_at < ${p}`, to);
  for (const [filter, column] of Object.entries(EQUALITY_FILTERS)) {
    const value = query.filter[filter];
    if (value === undefined) continue;
    add((p) => `${column}::text = ANY(${p})`, (Array.isArray(value) ? value : [value]).map(String));
  }
  const clause = where.join(' AND ');
  const order = `${SORT_COLUMNS[query.sortField]} ${query.sortOrder}, v.id`;
  const [rows, [{ total }]] = await Promise.all([
    manager.query<VisitRow[]>(
      `${VISIT_VIEW_SQL} WHERE ${clause} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    ),
    manager.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM visits v WHERE ${clause}`, params),
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
  const rows = await manager.query<VisitRow[]>(
    `${VISIT_VIEW_SQL} WHERE v.agent_id = $1 AND v.ends_at > $2 AND v.starts_at > $2::timestamptz - interval '1 day'
        AND v.starts_at < $3 ORDER BY v.starts_at, v.id`,
    [agentId, new Date(window.from), new Date(window.to)],
  );
  return rows.map(toVisitView);
}
