import { ApiError } from '../api-error';
import { equals, searchIn } from './list-filters';
import { defineList, filterConditions, orderByClause, parseListQuery, positionalBinder } from './list-query';

const CONTRACT = defineList({
  resource: 'things',
  id: { column: 't.id', kind: 'uuid' },
  sort: { name: 't.name', createdAt: 't.created_at' },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: searchIn('t.name'),
    status: equals('t.status', { oneOf: ['active', 'archived'] }),
    ownerId: equals('t.owner_id', 'uuid'),
    active: equals('t.active', 'boolean'),
    from: { kind: 'instant', where: (p) => `t.ends_at > ${p}` },
  },
  maxPageSize: 50,
});
const id = '7f0c3c9e-3b1a-4c55-9a57-0c3c2e7b9d11';

/** The status, code and field a bad query answers with, or null when it parses. */
function refusal(query: Record<string, unknown>, contract = CONTRACT): [number, string, string?] | null {
  try {
    parseListQuery(query, contract);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) return [0, 'unexpected'];
    const details = error.details as { fields: { field: string }[] };
    return [error.getStatus(), error.code, details.fields[0].field];
  }
}

/** The SQL and parameters a query's filters add. */
function sqlOf(filter: Record<string, unknown>, contract = CONTRACT): [string[], unknown[]] {
  const params: unknown[] = [];
  const list = parseListQuery({ filter: JSON.stringify(filter) }, contract);
  return [filterConditions(list, contract, positionalBinder(params)), params];
}

describe('parseListQuery (ra-data-simple-rest)', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const query = parseListQuery(
      { sort: '["createdAt","DESC"]', range: '[10,19]', filter: '{"q":"mar","status":["active"]}' },
      CONTRACT,
    );
    expect(query).toEqual({
      sortField: 'createdAt',
      sortOrder: 'DESC',
      offset: 10,
      limit: 10,
      filter: { q: 'mar', status: ['active'] },
      orderBy: [
        ['t.created_at', 'DESC'],
        ['t.id', 'DESC'],
      ],
    });
  });

  it('falls back to the default sort, the first 25 rows and no filter', () => {
    expect(parseListQuery({}, CONTRACT)).toMatchObject({
      sortField: 'name',
      sortOrder: 'ASC',
      offset: 0,
      limit: 25,
      filter: {},
    });
    expect(parseListQuery({ sort: '', range: '', filter: '' }, CONTRACT)).toMatchObject({ offset: 0, limit: 25 });
  });

  it('sorts by id, as react-admin does by default, on every list', () => {
    const query = parseListQuery({ sort: '["id","DESC"]' }, CONTRACT);

    expect([query.sortField, query.orderBy]).toEqual(['id', [['t.id', 'DESC']]]);
    expect(orderByClause(query)).toBe('t.id DESC NULLS LAST');
  });

  it('caps a page at the largest size allowed', () => {
    expect(parseListQuery({ range: '[0,9999]' }, CONTRACT).limit).toBe(50);
    expect(parseListQuery({ range: '[0,9999]' }, { ...CONTRACT, maxPageSize: 200 }).limit).toBe(200);
  });

  it('answers getMany, which sends no range, with every id asked for', () => {
    const ids = Array.from({ length: 30 }, (_, n) => `${id.slice(0, -2)}${String(n).padStart(2, '0')}`);

    expect(parseListQuery({ filter: JSON.stringify({ id: ids }) }, CONTRACT).limit).toBe(30);
  });

  it.each([
    ['sort that is not JSON', { sort: '[name' }, 'sort'],
    ['sort on a column that is not sortable', { sort: '["password","ASC"]' }, 'sort'],
    ['sort in no known order', { sort: '["name","UP"]' }, 'sort'],
    ['sort without an order', { sort: '["name"]' }, 'sort'],
    ['sort as an object', { sort: '{"field":"name"}' }, 'sort'],
    ['sort given twice', { sort: ['["name","ASC"]', '["name","DESC"]'] }, 'sort'],
    ['range that is not JSON', { range: '0-24' }, 'range'],
    ['range with one bound', { range: '[5]' }, 'range'],
    ['range with three bounds', { range: '[0,1,2]' }, 'range'],
    ['range going backwards', { range: '[10,5]' }, 'range'],
    ['range below zero', { range: '[-1,5]' }, 'range'],
    ['range with a fraction', { range: '[0,2.5]' }, 'range'],
    ['range with text', { range: '["0","24"]' }, 'range'],
    ['range beyond safe integers', { range: '[0,1e20]' }, 'range'],
    ['filter that is not JSON', { filter: '{q:1}' }, 'filter'],
    ['filter as a list', { filter: '["q"]' }, 'filter'],
    ['filter as a string', { filter: '"q"' }, 'filter'],
    ['filter on a key not declared', { filter: '{"agencyId":"x"}' }, 'filter.agencyId'],
    ['filter on an inherited key', { filter: '{"constructor":"x"}' }, 'filter.constructor'],
    ['uuid filter that is not a UUID', { filter: `{"ownerId":"not-a-uuid"}` }, 'filter.ownerId'],
    ['uuid filter with an empty list', { filter: '{"ownerId":[]}' }, 'filter.ownerId'],
    ['uuid filter with a number', { filter: '{"ownerId":42}' }, 'filter.ownerId'],
    ['uuid filter as an object', { filter: '{"ownerId":{"$ne":1}}' }, 'filter.ownerId'],
    ['id filter with an injection', { filter: `{"id":["1' OR '1'='1"]}` }, 'filter.id'],
    ['id filter with a number', { filter: '{"id":[42]}' }, 'filter.id'],
    ['choice filter outside its choices', { filter: '{"status":"gone"}' }, 'filter.status'],
    ['boolean filter as text', { filter: '{"active":"true"}' }, 'filter.active'],
    ['search as a number', { filter: '{"q":12}' }, 'filter.q'],
    ['search as a list', { filter: '{"q":["a"]}' }, 'filter.q'],
    ['search of more than 200 characters', { filter: JSON.stringify({ q: 'a'.repeat(201) }) }, 'filter.q'],
    ['instant that is not a date', { filter: '{"from":"soon"}' }, 'filter.from'],
    ['instant that is a bare number', { filter: '{"from":"1"}' }, 'filter.from'],
    ['filter value that is null', { filter: '{"status":null}' }, 'filter.status'],
  ])('refuses a %s with 400 VALIDATION_FAILED naming it', (_case, query, field) => {
    expect(refusal(query)).toEqual([400, 'VALIDATION_FAILED', field]);
  });

  it('refuses more ids than a page holds', () => {
    const ids = Array.from({ length: 51 }, () => id);

    expect(refusal({ filter: JSON.stringify({ id: ids }) })).toEqual([400, 'VALIDATION_FAILED', 'filter.id']);
  });
});

describe('filterConditions', () => {
  it('binds every value and never writes one into the SQL', () => {
    const [conditions, params] = sqlOf({ status: 'active', ownerId: [id], active: false, id: [id.toUpperCase()] });

    expect(conditions).toEqual(['t.status = ANY($1)', 't.owner_id = ANY($2)', 't.active = $3', 't.id = ANY($4)']);
    expect(params).toEqual([['active'], [id], false, [id.toUpperCase()]]);
  });

  it('searches with the wildcards typed taken literally, and skips a blank search', () => {
    expect(sqlOf({ q: ' 50%_off ' })).toEqual([['(t.name ILIKE $1)'], ['%50\\%\\_off%']]);
    expect(sqlOf({ q: '   ' })).toEqual([[], []]);
  });

  it('reads instants as dates', () => {
    const [conditions, params] = sqlOf({ from: '2026-03-29T01:30:00+01:00' });

    expect(conditions).toEqual(['t.ends_at > $1']);
    expect(params).toEqual([new Date('2026-03-29T00:30:00Z')]);
  });

  it('reads whole-number ids where the resource has them', () => {
    const numbered = defineList({ ...CONTRACT, id: { column: 'e.id', kind: 'bigint' } });

    expect(sqlOf({ id: ['12', 13] }, numbered)).toEqual([['e.id = ANY($1)'], [['12', '13']]]);
    expect(refusal({ filter: '{"id":["12a"]}' }, numbered)).toEqual([400, 'VALIDATION_FAILED', 'filter.id']);
  });
});
