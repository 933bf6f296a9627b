import { resolve } from 'node:path';
import { postgresAnswers, startEmbeddedPostgres } from './postgres.mjs';
import { redisAnswers, startLocalRedis } from './redis.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Postgres and Redis for `npm start` and `npm test`: the given URLs when set (they must answer),
 * otherwise an embedded Postgres and a private redis-server with their data under var/.
 */
export async function ensureServices({ databaseUrl, redisUrl } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error) => console.error(error));
  };
  try {
    let adminDatabaseUrl = databaseUrl;
    if (databaseUrl) {
      if (!(await postgresAnswers(databaseUrl))) throw new Error(`DATABASE_URL (${new URL(databaseUrl).host}) does not answer.`);
    } else {
      const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
      const embedded = await startEmbeddedPostgres({ root, port });
      stops.push(embedded.stop);
      databaseUrl = embedded.databaseUrl;
      adminDatabaseUrl = embedded.adminUrl;
      console.log(`› Embedded Postgres on port ${port} (data in var/postgres)`);
    }
    if (redisUrl) {
      if (!(await redisAnswers(redisUrl))) throw new Error(`REDIS_URL (${new URL(redisUrl).host}) does not answer.`);
    } else {
      const port = Number(process.env.EMBEDDED_REDIS_PORT ?? 6380);
      const local = await startLocalRedis({ root, port });
      stops.push(local.stop);
      redisUrl = local.url;
      console.log(`› Local redis-server on port ${port} (data in var/redis)`);
    }
    return { databaseUrl, adminDatabaseUrl, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
