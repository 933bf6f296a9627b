import type { Queryable } from './queryable';

export type ExportRow = Record<string, unknown>;
/** One page's SQL: rows as `row` (jsonb) and `key` (text), after the key given (null: from the start). */
export type PageQuery = (after: string | null, limit: number) => [sql: string, params: unknown[]];

/**
 * A table's rows page by page (keyset, never OFFSET), so an export of millions of rows holds one page in
 * memory at a time; the query orders by `key` and keeps rows after `$after`.
 */
export async function* keysetPages(manager: Queryable, page: PageQuery, limit = 1_000): AsyncGenerator<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const [sql, params] = page(after, limit);
    const rows = await manager.query<{ key: string; row: ExportRow }[]>(sql, params);
    if (rows.length > 0) yield rows.map(({ row }) => row);
    if (rows.length < limit) return;
    after = rows[rows.length - 1].key;
  }
}
