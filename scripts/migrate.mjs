// `npm run migrate` / `node scripts/migrate.mjs`: applies pending migrations to DATABASE_URL (from the
// environment or .env). Uses the compiled server library, so `npm run build:server` must have run.
// The Docker image runs it before the api; `npm start` imports migrate() from here.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv, redact, root } from './lib/env.mjs';

/** Applies what is pending and returns the names applied (an empty list when up to date). */
export async function migrate(databaseUrl) {
  if (!existsSync(resolve(root, 'libs/server/dist/index.js'))) {
    throw new Error('libs/server/dist is missing: run `npm run build:server` first.');
  }
  await import('reflect-metadata'); // the entities' decorators record types through it
  const server = await import('@creneau/server');
  const runMigrations = server.runMigrations ?? server.default.runMigrations;
  console.log(`› Migrating ${redact(databaseUrl)}…`);
  const applied = await runMigrations(databaseUrl);
  if (applied.length === 0) console.log('› Database schema is up to date (no pending migration).');
  else console.log(`› Applied ${applied.length} migration(s):\n${applied.map((name) => `    ${name}`).join('\n')}`);
  return applied;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { env } = loadEnv();
  if (!env.DATABASE_URL) {
    console.error('DATABASE_URL is not set (environment or .env). `npm start` sets it for its embedded Postgres.');
    process.exit(1);
  }
  try {
    await migrate(env.DATABASE_URL);
  } catch (error) {
    console.error(`Migration failed: ${error?.stack ?? error}`);
    process.exit(1);
  }
}
