import { runMigrations } from '@creneau/server';
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { ADMIN_DATABASE_URL, databaseUrl } from './test-env';

/** Migrates one template database per run; every test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function globalSetup(): Promise<void> {
  process.env.CRENEAU_TEST_RUN_ID ??= randomBytes(4).toString('hex');
  const template = `creneau_tpl_${process.env.CRENEAU_TEST_RUN_ID}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  await runMigrations(databaseUrl(template));
}
