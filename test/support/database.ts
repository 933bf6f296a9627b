import { createDataSource } from '@creneau/server';
import { Client, Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { ADMIN_DATABASE_URL, RUN_ID, TEMPLATE_DATABASE, databaseUrl, uniqueSuffix } from './test-env';

export interface TestDatabase {
  name: string;
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `creneau_t_${RUN_ID}_${uniqueSuffix()}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const pool = new Pool({ connectionString: url, max: 5 });
  // Dropping the database WITH (FORCE) at the end terminates any connection still open: expected,
  // not a failure of whichever test happens to be running.
  pool.on('error', () => undefined);
  return {
    name,
    url,
    pool,
    drop: async () => {
      await pool.end();
      const client = new Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}

/**
 * A fresh database for one test file and the product's own DataSource on it (the workers' pool, named
 * prepared statements included), opened before its tests and dropped after them.
 */
export function databaseHarness(poolSize: number) {
  const harness = { db: undefined as unknown as TestDatabase, dataSource: undefined as unknown as DataSource };
  beforeAll(async () => {
    harness.db = await createTestDatabase();
    harness.dataSource = await createDataSource({ url: harness.db.url, poolSize }).initialize();
  });
  afterAll(async () => {
    await harness.dataSource?.destroy();
    await harness.db?.drop();
  });
  return harness;
}
