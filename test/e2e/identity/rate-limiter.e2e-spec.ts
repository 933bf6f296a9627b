import { Redis } from 'ioredis';
import type { PinoLogger } from 'nestjs-pino';
import { ApiError } from '../../../api/src/common/api-error';
import type { ApiConfig } from '../../../api/src/config/api.config';
import { RateLimiter, type Limit } from '../../../api/src/identity/abuse/rate-limiter.service';
import type { RedisClient } from '../../../api/src/infrastructure/redis.provider';
import { REDIS_URL, RUN_ID, uniqueSuffix } from '../../support/test-env';

describe('rate limits counted together in one round trip', () => {
  const prefix = `test-${RUN_ID}-${uniqueSuffix()}`;
  const redis = new Redis(REDIS_URL);
  const limiter = new RateLimiter(
    { client: redis } as unknown as RedisClient,
    { REDIS_PREFIX: prefix } as ApiConfig,
    { warn: () => undefined } as unknown as PinoLogger,
  );
  const perIp: Limit = { name: 'ip', max: 3, windowSeconds: 600 };
  const perEmail: Limit = { name: 'email', max: 1, windowSeconds: 3600 };
  const perPhone: Limit = { name: 'phone', max: 1, windowSeconds: 3600 };

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const statusOf = (promise: Promise<void>) =>
    promise.then(
      () => 201,
      (error: unknown) => (error instanceof ApiError ? error.getStatus() : error),
    );

  it('stops at the first limit exceeded, in order, and leaves the hits after it uncounted', async () => {
    const first = await statusOf(
      limiter.hitAll([
        [perIp, '10.0.0.1'],
        [perEmail, 'a@x.test'],
        [perPhone, '612345678'],
      ]),
    );
    // The e-mail is over its limit: the phone after it is not charged for this refused attempt.
    const sameEmail = await statusOf(
      limiter.hitAll([
        [perIp, '10.0.0.1'],
        [perEmail, 'A@X.test'],
        [perPhone, '699999999'],
      ]),
    );
    const freshContact = await statusOf(
      limiter.hitAll([
        [perIp, '10.0.0.1'],
        [perEmail, 'b@x.test'],
        [perPhone, '699999999'],
      ]),
    );
    const overIp = await statusOf(
      limiter.hitAll([
        [perIp, '10.0.0.1'],
        [perEmail, 'c@x.test'],
      ]),
    );
    // Nor is an e-mail after an address over its limit.
    const emailAfterIp = await statusOf(limiter.hit(perEmail, 'c@x.test'));

    expect([first, sameEmail, freshContact, overIp, emailAfterIp]).toEqual([201, 429, 201, 429, 201]);
  });

  it('answers Retry-After with the seconds left in the window of the limit exceeded', async () => {
    await limiter.hitAll([
      [perIp, '10.0.0.2'],
      [perPhone, '611111111'],
    ]);
    const refusal = await limiter
      .hitAll([
        [perIp, '10.0.0.2'],
        [perPhone, '611111111'],
      ])
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    const retryAfter = Number((refusal as ApiError).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(600);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});

// Debian carries only Redis 7 here, so Redis 6 is emulated: every script the limiter sends runs behind a
// `redis` whose EXPIRE refuses options with Redis 6's own error, as `EXPIRE key seconds NX` does there.
const REDIS_6_EXPIRE = `
local real = redis
local redis = setmetatable({
  call = function(command, ...)
    if string.upper(command) == 'EXPIRE' and select('#', ...) > 2 then
      error(real.error_reply("ERR wrong number of arguments for 'expire' command"))
    end
    return real.call(command, ...)
  end,
}, { __index = real })
`;

describe('rate limits on a Redis without EXPIRE NX (Redis 6)', () => {
  const prefix = `test-${RUN_ID}-${uniqueSuffix()}`;
  const redis = new Redis(REDIS_URL);
  const warnings: unknown[] = [];
  // The limiter defines its scripts as commands; here each runs on the emulation, by EVAL.
  const redis6: Record<string, unknown> = {
    defineCommand: (name: string, { lua }: { lua: string }) => {
      redis6[name] = (numKeys: number, ...args: (string | number)[]) =>
        redis.eval(REDIS_6_EXPIRE + lua, numKeys, ...args);
    },
  };
  const limiter = new RateLimiter(
    { client: redis6 } as unknown as RedisClient,
    { REDIS_PREFIX: prefix } as ApiConfig,
    { warn: (...args: unknown[]) => warnings.push(args) } as unknown as PinoLogger,
  );
  const perIp: Limit = { name: 'ip', max: 2, windowSeconds: 600 };

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const keyOf = async () => (await redis.keys(`${prefix}:rl:ip:*`))[0];

  it('the emulation refuses EXPIRE with NX as Redis 6 does', async () => {
    await expect(
      redis.eval(`${REDIS_6_EXPIRE} return redis.call('EXPIRE', KEYS[1], 5, 'NX')`, 1, `${prefix}:x`),
    ).rejects.toThrow(/wrong number of arguments/);
  });

  it('refuses the hit over the limit instead of failing open', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await limiter.hit(perIp, '10.6.0.1').then(
          () => 201,
          (error: ApiError) => error.getStatus(),
        ),
      );
    }
    expect(answers).toEqual([201, 201, 429]);
    expect(warnings).toEqual([]);
  });

  it('starts the window on the first hit and never moves a window already running', async () => {
    const key = await keyOf();
    expect(await redis.ttl(key)).toBeGreaterThan(590);
    // A window already set, shorter than the limit's own: further hits must leave it running as it is.
    await redis.expire(key, 40);
    await limiter.hit(perIp, '10.6.0.1').catch(() => undefined);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(30);
    expect(ttl).toBeLessThanOrEqual(40);
  });

  it('gives a counter left without expiry a window of its own', async () => {
    const key = await keyOf();
    await redis.persist(key);
    await limiter.hit(perIp, '10.6.0.1').catch(() => undefined);
    expect(await redis.ttl(key)).toBeGreaterThan(590);
  });
});
