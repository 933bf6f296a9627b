import { Client, Pool } from 'pg';
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
