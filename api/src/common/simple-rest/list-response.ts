import type { Response } from 'express';
import type { ListQuery } from './list-query';

/** Content-Range is how ra-data-simple-rest learns the total; it must be exposed to scripts. */
export function sendListHeaders(
  res: Response,
  resource: string,
  query: Pick<ListQuery, 'offset'>,
  count: number,
  total: number,
): void {
  const last = count === 0 ? query.offset : query.offset + count - 1;
  res.setHeader('Content-Range', `${resource} ${query.offset}-${last}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
