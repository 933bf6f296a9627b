import { bareQueries, bareTransaction, isIdempotencyViolation, prepared, publishEvent } from '@creneau/server';
import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';
import { databaseHarness } from '../support/database';
import { uniqueSuffix } from '../support/test-env';

// The booking's transaction runs on the data source's pool without TypeORM's query runner: it must answer,
// commit, roll back and fail exactly as dataSource.transaction does, or the booking's code reads it wrong.
describe('bareTransaction and bareQueries', () => {
  // One connection: a connection the helper left broken or inside a transaction would fail the next test.
  const harness = databaseHarness(1);
  const table = `bare_${uniqueSuffix()}`;

  beforeAll(async () => {
    await harness.db.pool.query(
      `CREATE TABLE ${table} (id serial PRIMARY KEY, label text NOT NULL, CONSTRAINT ${table}_label_unique UNIQUE (label))`,
    );
  });

  const labels = async () =>
    (await harness.db.pool.query<{ label: string }>(`SELECT label FROM ${table} ORDER BY id`)).rows.map(
      ({ label }) => label,
    );

  /** The same statements, answered by a manager: TypeORM's answers are what the writers were written for. */
  const statements = async (manager: EntityManager, tag: string) => [
    await manager.query(`INSERT INTO ${table} (label) VALUES ($1), ($2) RETURNING label`, [`${tag}-a`, `${tag}-b`]),
    await manager.query(`UPDATE ${table} SET label = label || '!' WHERE label LIKE $1 RETURNING label`, [`${tag}-%`]),
    await manager.query(`SELECT count(*)::int AS n FROM ${table} WHERE label LIKE $1`, [`${tag}-%`]),
    await manager.query(`DELETE FROM ${table} WHERE label = $1 RETURNING label`, [`${tag}-b!`]),
  ];

  it('answers every kind of statement as a TypeORM transaction does, and commits', async () => {
    const typeorm = await harness.dataSource.transaction((manager) => statements(manager, 'orm'));
    const bare = await bareTransaction(harness.dataSource, (manager) => statements(manager, 'bare'));

    expect(bare).toEqual(JSON.parse(JSON.stringify(typeorm).replaceAll('orm-', 'bare-')));
    expect(bare[1]).toEqual([[{ label: 'bare-a!' }, { label: 'bare-b!' }], 2]);
    expect(await labels()).toEqual(expect.arrayContaining(['orm-a!', 'bare-a!']));
  });

  it('rolls everything back when the work throws, and gives back a usable connection', async () => {
    const failed = bareTransaction(harness.dataSource, async (manager) => {
      await manager.query(`INSERT INTO ${table} (label) VALUES ($1)`, ['rolled-back']);
      throw new Error('the booking refused');
    });

    await expect(failed).rejects.toThrow('the booking refused');
    expect(await labels()).not.toContain('rolled-back');
    // The pool's only connection is back, outside any transaction.
    expect(await harness.dataSource.query('SELECT now() = statement_timestamp() AS outside')).toEqual([
      { outside: true },
    ]);
  });

  it("fails a statement with pg's error, its code and constraint, as the booking's checks read them", async () => {
    await harness.db.pool.query(`INSERT INTO ${table} (label) VALUES ('taken')`);

    const error = await bareTransaction(harness.dataSource, (manager) =>
      manager.query(`INSERT INTO ${table} (label) VALUES ('taken')`),
    ).catch((failed: unknown) => failed);

    expect(error).toMatchObject({ code: '23505', constraint: `${table}_label_unique` });
    expect(isIdempotencyViolation({ ...(error as object), constraint: 'visits_idempotency_unique' })).toBe(true);
  });

  it('lets an outbox event be written: the work runs inside the transaction', async () => {
    const written = await bareTransaction(harness.dataSource, async (manager) => {
      await publishEvent(manager, 'visit.booked', { visitId: '00000000-0000-4000-8000-000000000001' });
      return manager.query(`SELECT count(*)::int AS n FROM outbox WHERE payload->>'visitId' = $1`, [
        '00000000-0000-4000-8000-000000000001',
      ]);
    });

    expect(written).toEqual([{ n: 1 }]);
  });

  it('hears a connection lost mid-transaction (unheard, its error would end the api) and closes it', async () => {
    const pool = (harness.dataSource.driver as unknown as { master: Pool }).master;
    let checkedOut: PoolClient | undefined;
    pool.once('acquire', (client: PoolClient) => (checkedOut = client));

    let listeners: number | undefined;
    const failed = bareTransaction(harness.dataSource, async (manager) => {
      // The pool stops listening to a client it hands out; the helper must listen instead.
      listeners = checkedOut?.listenerCount('error');
      // The server ends this very connection: the work fails, and so does its ROLLBACK.
      await manager.query('SELECT pg_terminate_backend(pg_backend_pid())');
    });

    await expect(failed).rejects.toMatchObject({ code: '57P01' });
    expect(listeners).toBe(1);
    // A new connection answers: the dead one was not handed out again.
    expect(await bareQueries(harness.dataSource).query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('sends marked statements as named prepared statements, in and out of a transaction', async () => {
    const text = prepared(`test-bare-${uniqueSuffix()}`, 'SELECT $1::int + 1 AS n');

    const inside = await bareTransaction(harness.dataSource, (manager) => manager.query(text, [1]));
    const outside = await bareQueries(harness.dataSource).query(text, [41]);
    const named = await harness.dataSource.query<{ name: string }[]>(
      'SELECT name FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );

    expect([inside, outside]).toEqual([[{ n: 2 }], [{ n: 42 }]]);
    expect(named).toHaveLength(1);
  });
});
