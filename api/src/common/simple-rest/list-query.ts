import { checkFilter, refuse, type FilterRule } from './list-filters';

export type SortOrder = 'ASC' | 'DESC';

/**
 * What one list endpoint accepts from react-admin's ra-data-simple-rest, declared once per resource:
 * the sortable fields with their SQL, and every filter with the kind of value it takes and its SQL.
 * `defineList` adds `id` to both (react-admin sorts by id by default and reads records by id with
 * `filter={"id":[…]}`), so a resource cannot forget them. A filter not declared answers 400: nothing
 * is ever silently ignored.
 */
export interface ListContract {
  /** The unit of Content-Range, e.g. `listings 0-24/120`. */
  resource: string;
  id: { column: string; kind: 'uuid' | 'bigint' };
  sort: Readonly<Record<string, string>>;
  defaultSort: readonly [string, SortOrder];
  filters: Readonly<Record<string, FilterRule>>;
  maxPageSize: number;
}

export type ListContractInput = Omit<ListContract, 'maxPageSize'> & { maxPageSize?: number };

export function defineList(input: ListContractInput): ListContract {
  const { column, kind } = input.id;
  return {
    ...input,
    sort: { ...input.sort, id: column },
    filters: { ...input.filters, id: { kind, many: true, where: (p) => `${column} = ANY(${p})` } },
    maxPageSize: input.maxPageSize ?? 200,
  };
}

/** The query of react-admin's ra-data-simple-rest: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery {
  sortField: string;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
  /** Every filter given, checked against its rule; a list for `many` filters. */
  filter: Record<string, unknown>;
  /** ORDER BY terms: the sort field, then the id so that pages never overlap. */
  orderBy: [string, SortOrder][];
}

/** Gives a value its SQL placeholder: `$3` for raw queries, `:f3` for TypeORM's query builder. */
export type Bind = (value: unknown) => string;

const DEFAULT_PAGE = 25;

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw refuse(name, 'isJson', `${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw refuse(name, 'isJson', `${name} must be JSON`);
  }
}

function parseSort(raw: unknown, contract: ListContract): [string, SortOrder] {
  const sort = parseJson(raw, 'sort') ?? contract.defaultSort;
  const fields = Object.keys(contract.sort);
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !fields.includes(sort[0] as string) ||
    !['ASC', 'DESC'].includes(sort[1] as string)
  ) {
    throw refuse('sort', 'isIn', `sort must be [field, ASC|DESC] with field one of ${fields.join(', ')}`);
  }
  return [sort[0] as string, sort[1] as SortOrder];
}

function parseRange(raw: unknown): [number, number] | undefined {
  const range = parseJson(raw, 'range');
  if (range === undefined) return undefined;
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw refuse('range', 'isRange', 'range must be [first, last] with 0 <= first <= last');
  }
  return [range[0] as number, range[1] as number];
}

function parseFilter(raw: unknown, contract: ListContract): Record<string, unknown> {
  const filter = parseJson(raw, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw refuse('filter', 'isObject', 'filter must be a JSON object');
  }
  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter)) {
    const rule = Object.hasOwn(contract.filters, name) ? contract.filters[name] : undefined;
    if (!rule) {
      const known = Object.keys(contract.filters).join(', ');
      throw refuse(`filter.${name}`, 'whitelistValidation', `filter.${name} is not a filter here (one of ${known})`);
    }
    checked[name] = checkFilter(`filter.${name}`, rule, value, contract.maxPageSize);
  }
  return checked;
}

export function parseListQuery(query: Record<string, unknown>, contract: ListContract): ListQuery {
  const [sortField, sortOrder] = parseSort(query.sort, contract);
  const filter = parseFilter(query.filter, contract);
  const ids = filter.id as unknown[] | undefined;
  // getMany sends no range: it wants every record asked for, not the first page of them.
  const [first, last] = parseRange(query.range) ?? [0, (ids?.length ?? DEFAULT_PAGE) - 1];
  const sortColumn = contract.sort[sortField];
  const orderBy: [string, SortOrder][] = [[sortColumn, sortOrder]];
  if (sortColumn !== contract.id.column) orderBy.push([contract.id.column, sortOrder]);
  return {
    sortField,
    sortOrder,
    offset: first,
    limit: Math.min(last - first + 1, contract.maxPageSize),
    filter,
    orderBy,
  };
}

/** The SQL conditions of the filters given, each value bound through `bind`; blank searches add none. */
export function filterConditions(list: ListQuery, contract: ListContract, bind: Bind): string[] {
  return Object.entries(list.filter).flatMap(([name, value]) => {
    const rule = contract.filters[name];
    const bound = rule.bind && value !== '' ? rule.bind(value) : value;
    return bound === '' || bound === undefined ? [] : [rule.where(bind(bound))];
  });
}

/** `ORDER BY` text for raw SQL; empty values sort last whatever the direction. */
export function orderByClause(list: ListQuery): string {
  return list.orderBy.map(([column, order]) => `${column} ${order} NULLS LAST`).join(', ');
}

/** Placeholders for a raw query whose first parameters are already in `params`. */
export function positionalBinder(params: unknown[]): Bind {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** Placeholders for TypeORM's query builder, which takes named parameters. */
export function namedBinder(): { bind: Bind; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const bind: Bind = (value) => {
    const name = `f${Object.keys(params).length}`;
    params[name] = value;
    return `:${name}`;
  };
  return { bind, params };
}
