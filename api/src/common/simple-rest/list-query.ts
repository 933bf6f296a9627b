import { ApiError } from '../api-error';

/** The query of react-admin's ra-data-simple-rest: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListQueryRules {
  sortable: readonly string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  maxPageSize?: number;
}

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new ApiError(400, 'VALIDATION_FAILED', `${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', `${name} must be JSON`);
  }
}

export function parseListQuery(query: Record<string, unknown>, rules: ListQueryRules): ListQuery {
  const maxPageSize = rules.maxPageSize ?? 200;
  const sort = parseJson(query.sort, 'sort') ?? rules.defaultSort;
  const range = parseJson(query.range, 'range') ?? [0, 24];
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !rules.sortable.includes(sort[0] as string) ||
    !['ASC', 'DESC'].includes(sort[1] as string)
  ) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `sort must be [field, ASC|DESC] with field one of ${rules.sortable.join(', ')}`,
    );
  }
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'range must be [first, last] with 0 <= first <= last');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'filter must be a JSON object');
  }
  const offset = range[0] as number;
  return {
    sortField: sort[0] as string,
    sortOrder: sort[1] as 'ASC' | 'DESC',
    offset,
    limit: Math.min((range[1] as number) - offset + 1, maxPageSize),
    filter: filter as Record<string, unknown>,
  };
}

/** ids asked by react-admin's getMany (`filter={"id":[…]}`), validated as UUIDs; null when not asked. */
export function idsFilter(filter: Record<string, unknown>): string[] | null {
  const ids = filter.id;
  if (ids === undefined) return null;
  const list = Array.isArray(ids) ? ids : [ids];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!list.every((id) => typeof id === 'string' && uuid.test(id)))
    throw new ApiError(400, 'VALIDATION_FAILED', 'filter.id must be UUIDs');
  return list as string[];
}
