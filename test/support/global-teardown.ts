import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.CRENEAU_TEST_RUN_ID;
  if (!runId) return;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`creneau_tpl_${runId}`, `creneau_t_${runId}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
