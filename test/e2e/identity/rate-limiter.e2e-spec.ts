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
