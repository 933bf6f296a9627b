import { ApiError } from '../api-error';
import { idsFilter, parseListQuery, type ListQueryRules } from './list-query';

const RULES: ListQueryRules = { sortable: ['name', 'createdAt'], defaultSort: ['name', 'ASC'], maxPageSize: 50 };

/** The status and code a bad query answers with, or null when it parses. */
function refusal(query: Record<string, unknown>): [number, string] | null {
  try {
    parseListQuery(query, RULES);
    return null;
  } catch (error) {
    return error instanceof ApiError ? [error.getStatus(), error.code] : [0, 'unexpected'];
  }
}

describe('parseListQuery (ra-data-simple-rest)', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const query = parseListQuery(
      { sort: '["createdAt","DESC"]', range: '[10,19]', filter: '{"q":"mar","status":["active"]}' },
      RULES,
    );
    expect(query).toEqual({
      sortField: 'createdAt',
      sortOrder: 'DESC',
      offset: 10,
      limit: 10,
      filter: { q: 'mar', status: ['active'] },
    });
  });

  it('falls back to the default sort, the first 25 rows and no filter', () => {
    expect(parseListQuery({}, RULES)).toEqual({
      sortField: 'name',
      sortOrder: 'ASC',
      offset: 0,
      limit: 25,
      filter: {},
    });
    expect(parseListQuery({ sort: '', range: '', filter: '' }, RULES)).toMatchObject({ offset: 0, limit: 25 });
  });

  it('caps a page at the largest size allowed', () => {
    expect(parseListQuery({ range: '[0,9999]' }, RULES).limit).toBe(50);
    expect(parseListQuery({ range: '[0,9999]' }, { ...RULES, maxPageSize: undefined }).limit).toBe(200);
  });

  it.each([
    ['sort that is not JSON', { sort: '[name' }],
    ['sort on a column that is not sortable', { sort: '["password","ASC"]' }],
    ['sort in no known order', { sort: '["name","UP"]' }],
    ['sort without an order', { sort: '["name"]' }],
    ['sort as an object', { sort: '{"field":"name"}' }],
    ['sort given twice', { sort: ['["name","ASC"]', '["name","DESC"]'] }],
    ['range that is not JSON', { range: '0-24' }],
    ['range with one bound', { range: '[5]' }],
    ['range with three bounds', { range: '[0,1,2]' }],
    ['range going backwards', { range: '[10,5]' }],
    ['range below zero', { range: '[-1,5]' }],
    ['range with a fraction', { range: '[0,2.5]' }],
    ['range with text', { range: '["0","24"]' }],
    ['range beyond safe integers', { range: '[0,1e20]' }],
    ['filter that is not JSON', { filter: '{q:1}' }],
    ['filter as a list', { filter: '["q"]' }],
    ['filter as a string', { filter: '"q"' }],
  ])('refuses a %s with 400 VALIDATION_FAILED', (_case, query) => {
    expect(refusal(query)).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('idsFilter (getMany)', () => {
  const id = '7f0c3c9e-3b1a-4c55-9a57-0c3c2e7b9d11';

  it('reads one id or several, and nothing when not asked', () => {
    expect(idsFilter({ id })).toEqual([id]);
    expect(idsFilter({ id: [id, id.toUpperCase()] })).toEqual([id, id.toUpperCase()]);
    expect(idsFilter({ q: 'x' })).toBeNull();
  });

  it('refuses ids that are not UUIDs', () => {
    expect(() => idsFilter({ id: ["1' OR '1'='1"] })).toThrow(ApiError);
    expect(() => idsFilter({ id: [42] })).toThrow(ApiError);
  });
});
