// Postgres and Redis for `npm start` and `npm test`. Importing this file does nothing; calling
// ensureServices() starts what is needed and hands back the URLs and a stop().
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv, portFrom, redact, root } from './env.mjs';
import { startEmbeddedPostgres, waitForPostgres } from './postgres.mjs';
import { freePort } from './processes.mjs';
import { ensureRedisServerBinary, startRedisServer, waitForRedis } from './redis.mjs';

/**
 * Options (all optional):
 *  - forTests: throw-away services in a temporary folder on free ports, so tests never touch the
 *    data of `npm start` nor collide with one running; removed by stop().
 *  - databaseUrl / redisUrl: use these (they must answer). When the key is absent, DATABASE_URL /
 *    REDIS_URL from env are used; when present but undefined, the embedded service is started.
 *  - env: variables to read (default: process.env over .env, see env.mjs).
 *  - detached: run the embedded services in their own process group, so a terminal Ctrl-C reaches
 *    only the caller, which then stops things in order. Default: !forTests. With false they get the
 *    Ctrl-C too and die with the caller.
 * Returns { databaseUrl, adminDatabaseUrl, redisUrl, stop, exited, embedded }. adminDatabaseUrl (embedded
 * only) is the superuser on database `postgres`, for tests that create databases. exited resolves if an
 * embedded service dies on its own.
 */
export async function ensureServices(options = {}) {
  const { forTests = false } = options;
  const env = options.env ?? loadEnv().env;
  const detached = options.detached ?? !forTests;
  let databaseUrl = 'databaseUrl' in options ? options.databaseUrl : env.DATABASE_URL;
  let redisUrl = 'redisUrl' in options ? options.redisUrl : env.REDIS_URL;
  let adminDatabaseUrl;
  const started = []; // { name, stop, exited }, in start order
  const stop = async () => {
    // Redis first, Postgres last: reverse start order.
    for (const service of started.reverse().splice(0)) {
      await service.stop().catch((error) => console.error(`Stopping ${service.name}: ${error.message}`));
    }
  };
  try {
    // Resolve redis-server before anything starts: if it is missing, fail (or install it) first.
    const redisBinary = redisUrl ? undefined : ensureRedisServerBinary(env);

    if (databaseUrl) {
      console.log(`› Postgres: DATABASE_URL=${redact(databaseUrl)}`);
      await waitForPostgres(databaseUrl);
    } else {
      const dataDir = forTests
        ? mkdtempSync(join(tmpdir(), 'creneau-test-pg-'))
        : resolve(root, env.EMBEDDED_PG_DIR || 'var/postgres');
      const port = forTests ? await freePort() : portFrom(env, 'EMBEDDED_PG_PORT');
      const postgres = await startEmbeddedPostgres({ dataDir, port, forTests, detached });
      started.push({ name: 'postgres', ...postgres });
      ({ databaseUrl, adminDatabaseUrl } = postgres);
      console.log(`› Postgres: embedded, 127.0.0.1:${port}, data in ${dataDir}`);
    }

    if (redisUrl) {
      console.log(`› Redis: REDIS_URL=${redact(redisUrl)}`);
      await waitForRedis(redisUrl);
    } else {
      const dataDir = forTests ? mkdtempSync(join(tmpdir(), 'creneau-test-redis-')) : resolve(root, 'var/redis');
      const port = forTests ? await freePort() : portFrom(env, 'EMBEDDED_REDIS_PORT');
      const redis = await startRedisServer({ binary: redisBinary, dataDir, port, persistent: !forTests, detached });
      started.push({ name: 'redis', ...redis });
      redisUrl = redis.redisUrl;
      console.log(`› Redis: ${redisBinary}, 127.0.0.1:${port}, data in ${dataDir}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const embedded = started.map((service) => service.name);
  const exited = new Promise((done) => {
    for (const service of started) void service.exited.then((result) => !result.stopping && done(result));
  });
  return { databaseUrl, adminDatabaseUrl, redisUrl, stop, exited, embedded };
}
