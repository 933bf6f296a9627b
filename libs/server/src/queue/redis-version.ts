import type { Redis } from 'ioredis';

/**
 * The oldest Redis the product supports: BullMQ's recommended minimum, and the first with the commands
 * our scripts may rely on. Older servers are end of life and make BullMQ and the rate limits misbehave.
 */
export const MIN_REDIS_VERSION = '6.2.0';

function parts(version: string): number[] {
  return version.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

export function isSupportedRedisVersion(version: string): boolean {
  const have = parts(version);
  const need = parts(MIN_REDIS_VERSION);
  for (let i = 0; i < need.length; i++) {
    if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  }
  return true;
}

/** The server's version from INFO (Valkey and other forks answer the Redis version they match). */
export async function readRedisVersion(client: Pick<Redis, 'info'>): Promise<string> {
  const info = await client.info('server');
  const version = /^redis_version:([\d.]+)/m.exec(info)?.[1];
  if (!version) throw new Error('Redis INFO gives no redis_version');
  return version;
}

export class UnsupportedRedisError extends Error {
  constructor(readonly version: string) {
    super(`Redis ${version} is too old: Créneau needs Redis ${MIN_REDIS_VERSION} or newer (REDIS_URL)`);
  }
}

/** Refuses a Redis older than the minimum; resolves with its version otherwise. */
export async function assertSupportedRedis(client: Pick<Redis, 'info'>): Promise<string> {
  const version = await readRedisVersion(client);
  if (!isSupportedRedisVersion(version)) throw new UnsupportedRedisError(version);
  return version;
}

interface VersionLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * At start-up: refuses (throws) a Redis too old when it answers within waitMs. A Redis away at start-up
 * must not stop the process (bookings need only Postgres), so it is checked when it connects, and an
 * old one is then logged as an error.
 */
export async function checkRedisAtStartup(client: Redis, waitMs: number, log: VersionLog): Promise<void> {
  const ready =
    client.status === 'ready' ||
    (await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), waitMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    }));
  if (ready) {
    const version = await assertSupportedRedis(client);
    log.info({ version }, 'redis version supported');
    return;
  }
  log.warn({ minimum: MIN_REDIS_VERSION }, 'redis not reachable at start-up; its version is checked when it connects');
  client.once('ready', () => {
    assertSupportedRedis(client).then(
      (version) => log.info({ version }, 'redis version supported'),
      (error: unknown) => log.error({ err: error }, 'redis version not supported'),
    );
  });
}
