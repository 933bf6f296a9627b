// Applies pending migrations to DATABASE_URL (the compiled ones: run `npm run build:server` first).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { loadEnvFile } from './lib/env-file.mjs';

const root = resolve(import.meta.dirname, '..');
loadEnvFile(resolve(root, '.env'));

export async function migrate(databaseUrl) {
  const require = createRequire(import.meta.url);
  require('reflect-metadata');
  const { runMigrations } = require(resolve(root, 'libs/server/dist/index.js'));
  const applied = await runMigrations(databaseUrl);
  console.log(applied.length ? `› Migrations applied: ${applied.join(', ')}` : '› Database schema is up to date.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is required to migrate.');
    process.exit(1);
  }
  await migrate(process.env.DATABASE_URL);
}
