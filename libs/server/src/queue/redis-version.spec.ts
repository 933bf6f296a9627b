import type { Redis } from 'ioredis';
import { checkRedisAtStartup, isSupportedRedisVersion, UnsupportedRedisError } from './redis-version';

const serverAnswering = (version: string) =>
  ({
    status: 'ready',
    info: async () => `# Server\r\nredis_version:${version}\r\nredis_mode:standalone\r\n`,
  }) as unknown as Redis;
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

describe('the Redis version checked at start-up', () => {
  it('supports Redis 6.2 and newer, not 6.0 nor 5', () => {
    expect(['6.2.0', '6.2.14', '7.0.15', '7.4.1', '8.0.0'].map(isSupportedRedisVersion)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['6.0.16', '6.1.9', '5.0.14', '4.0.0'].map(isSupportedRedisVersion)).toEqual([false, false, false, false]);
  });

  it('refuses to start on Redis 6.0, naming the version found and the one needed', async () => {
    const refusal = checkRedisAtStartup(serverAnswering('6.0.16'), 10, log);
    await expect(refusal).rejects.toBeInstanceOf(UnsupportedRedisError);
    await expect(refusal).rejects.toThrow('Redis 6.0.16 is too old: Créneau needs Redis 6.2.0 or newer (REDIS_URL)');
  });

  it('starts on Redis 6.2', async () => {
    await expect(checkRedisAtStartup(serverAnswering('6.2.7'), 10, log)).resolves.toBeUndefined();
  });
});
