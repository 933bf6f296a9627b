import type { Response } from 'express';
import type { ListQuery } from './list-query';
import { sendListHeaders } from './list-response';

function headersOf(query: Pick<ListQuery, 'offset' | 'limit'>, count: number, total: number) {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  sendListHeaders(res, 'visits', query, count, total);
  return headers;
}

describe('sendListHeaders', () => {
  it('says which rows of the total this page holds, and lets scripts read it', () => {
    expect(headersOf({ offset: 0, limit: 25 }, 25, 120)).toEqual({
      'Content-Range': 'visits 0-24/120',
      'Access-Control-Expose-Headers': 'Content-Range',
    });
  });

  it('ends at the last row returned on a short last page', () => {
    expect(headersOf({ offset: 100, limit: 25 }, 20, 120)['Content-Range']).toBe('visits 100-119/120');
  });

  it('gives an empty page a range at its offset and the true total', () => {
    expect(headersOf({ offset: 0, limit: 25 }, 0, 0)['Content-Range']).toBe('visits 0-0/0');
    expect(headersOf({ offset: 200, limit: 25 }, 0, 120)['Content-Range']).toBe('visits 200-200/120');
  });
});
