import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createHash } from 'node:crypto';
import { ApiError } from '../../common/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { RedisClient } from '../../infrastructure/redis.provider';

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

// Per IP against spraying, per account against guessing one password; both on every sensitive form.
export const LIMITS = {
  // Generous per IP: a whole agency office signs in from one address at 9 o'clock.
  signInPerIp: { name: 'sign-in:ip', max: 100, windowSeconds: 600 },
  signInPerAccount: { name: 'sign-in:account', max: 10, windowSeconds: 600 },
  emailLinkPerIp: { name: 'email-link:ip', max: 10, windowSeconds: 3600 },
  emailLinkPerAccount: { name: 'email-link:account', max: 5, windowSeconds: 3600 },
  // Short links are guessed only by brute force: a person opens theirs a few times.
  shortLinkPerIp: { name: 'short-link:ip', max: 60, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/** Fixed windows in Redis, shared by every API replica. */
@Injectable()
export class RateLimiter {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly logger: PinoLogger,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:rl`;
  }

  async hit(limit: Limit, subject: string): Promise<void> {
    const key = `${this.prefix}:${limit.name}:${createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32)}`;
    let count: number;
    let ttl: number;
    try {
      const results = await this.redis.client.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
      count = Number(results?.[0]?.[1]);
      ttl = Number(results?.[2]?.[1]);
    } catch (error) {
      // Fail open: a Redis outage must not lock every agent out; it is logged and visible in health.
      this.logger.warn({ err: error, limit: limit.name }, 'rate limiter unavailable');
      return;
    }
    if (count > limit.max) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts, try again later', undefined, {
        'Retry-After': String(Math.max(ttl, 1)),
      });
    }
  }
}
