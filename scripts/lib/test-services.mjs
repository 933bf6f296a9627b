import { postgresAnswers } from './postgres.mjs';
import { redisAnswers } from './redis.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Tests need a Postgres whose user may create databases, and a Redis. TEST_DATABASE_URL / TEST_REDIS_URL
 * (else DATABASE_URL / REDIS_URL, else the local defaults) are used when they answer; otherwise the
 * same embedded services as `npm start` are brought up and stopped at the end.
 */
export async function ensureTestServices() {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const [pgUp, redisUp] = await Promise.all([postgresAnswers(databaseUrl), redisAnswers(redisUrl)]);
  if (pgUp && redisUp) {
    console.log(`› Postgres at ${new URL(databaseUrl).host} and Redis at ${new URL(redisUrl).host} answer.`);
    return { databaseUrl, redisUrl, stop: async () => undefined };
  }
  console.log(
    `› ${pgUp ? '' : 'Postgres '}${redisUp ? '' : 'Redis '}not answering; starting embedded services for the tests.`,
  );
  const { ensureServices } = await import('./services.mjs');
  const embedded = await ensureServices({
    forTests: true,
    databaseUrl: pgUp ? databaseUrl : undefined,
    redisUrl: redisUp ? redisUrl : undefined,
  });
  return {
    databaseUrl: embedded.adminDatabaseUrl ?? embedded.databaseUrl,
    redisUrl: embedded.redisUrl,
    stop: embedded.stop,
  };
}
