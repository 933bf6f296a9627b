import type { Pool, PoolClient, QueryResult } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Queryable } from './queryable';

/**
 * Runs `work` in one transaction on a connection of the data source's own pool, its statements sent
 * straight to `pg`: the same statements and the same transaction as `dataSource.transaction`, without
 * TypeORM's query runner around each of them (its events, result objects and error wrapping cost about
 * a tenth of the api's CPU a booking, bench P2). For the hottest paths only, whose work is plain SQL
 * through `manager.query`: the manager given is a stand-in with `query` and an active transaction, not
 * a TypeORM EntityManager (no repositories, no entities).
 *
 * `query` answers as TypeORM's does: the rows, and `[rows, rowCount]` for an UPDATE or a DELETE; a
 * failed statement rejects with pg's error (its `code` and `constraint`, as TypeORM's QueryFailedError
 * copies them).
 */
export async function bareTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const client = await poolOf(dataSource).connect();
  let broken: Error | undefined;
  // A connection lost while checked out emits 'error' on the client: unheard, it would end the process
  // (TypeORM's query runner listens the same way). The statement in flight fails on its own.
  const lost = (error: Error) => {
    broken = error;
  };
  client.on('error', lost);
  try {
    await client.query('START TRANSACTION').catch((beginFailed: Error) => {
      broken = beginFailed;
      throw beginFailed;
    });
    try {
      const result = await work(standIn(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
        // A connection that cannot roll back is not given back to the pool: it is closed.
        broken = rollbackFailed;
      });
      throw error;
    }
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}

/**
 * Single statements outside a transaction on the data source's pool, sent straight to `pg` as
 * bareTransaction's are: for a hot path's reads (a booking's listing context).
 */
export function bareQueries(dataSource: DataSource): Queryable {
  const pool = poolOf(dataSource);
  const query = async (sql: string, parameters?: unknown[]) => typeormShaped(await pool.query(sql, parameters));
  return { query } as Queryable;
}

// TypeORM's Postgres driver keeps its pg.Pool (PreparingClient connections) as `master`.
const poolOf = (dataSource: DataSource): Pool => (dataSource.driver as unknown as { master: Pool }).master;

function standIn(client: PoolClient): EntityManager {
  const query = async (sql: string, parameters?: unknown[]) => typeormShaped(await client.query(sql, parameters));
  return { query, queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
}

/** TypeORM's manager.query answers an UPDATE or a DELETE with its rows and their count. */
function typeormShaped(result: QueryResult): unknown {
  return result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows;
}
