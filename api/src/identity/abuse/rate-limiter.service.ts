import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createHash } from 'node:crypto';
import { ApiError } from '../../common/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { RedisClient } from '../../infrastructure/redis.provider';
import { HIT_ALL_SCRIPT, REFUND_SCRIPT } from './rate-limit-scripts';

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

// Per IP against spraying, per account against flooding one address with e-mails. Guessing one account's
// password slows it down instead of locking it (SignInSlowdown): a lock would keep its owner out too.
export const LIMITS = {
  // Generous per IP: a whole agency office signs in from one address at 9 o'clock.
  signInPerIp: { name: 'sign-in:ip', max: 100, windowSeconds: 600 },
  // Checking the current password before changing it: a person mistypes a few times, a thief guesses.
  passwordCheckPerAccount: { name: 'password-check:account', max: 10, windowSeconds: 900 },
  emailLinkPerIp: { name: 'email-link:ip', max: 10, windowSeconds: 3600 },
  emailLinkPerAccount: { name: 'email-link:account', max: 5, windowSeconds: 3600 },
  // Short links are guessed only by brute force: a person opens theirs a few times.
  shortLinkPerIp: { name: 'short-link:ip', max: 60, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/** The two scripts as commands: sent once per connection, then called by their digest (EVALSHA). */
interface LimiterCommands {
  rateLimitHitAll(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
  rateLimitRefund(keyCount: number, ...keys: string[]): Promise<unknown>;
}

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
    // EVAL would send the script's text with every booking and have Redis hash it each time.
    this.redis.client.defineCommand('rateLimitHitAll', { lua: HIT_ALL_SCRIPT });
    this.redis.client.defineCommand('rateLimitRefund', { lua: REFUND_SCRIPT });
  }

  private get commands(): LimiterCommands {
    return this.redis.client as unknown as LimiterCommands;
  }

  async hit(limit: Limit, subject: string): Promise<void> {
    await this.hitAll([[limit, subject]]);
  }

  /**
   * Counts the hits in order, in one round trip, as many hit() calls would: the first limit exceeded
   * answers 429 and the hits after it are not counted.
   */
  async hitAll(hits: readonly (readonly [Limit, string])[]): Promise<void> {
    const keys = hits.map(([limit, subject]) => this.keyOf(limit, subject));
    const args = hits.flatMap(([limit]) => [limit.max, limit.windowSeconds]);
    let exceeded: number;
    let ttl: number;
    try {
      const answer = (await this.commands.rateLimitHitAll(keys.length, ...keys, ...args)) as [number, number];
      [exceeded, ttl] = answer.map(Number);
    } catch (error) {
      // Fail open: a Redis outage must not lock every agent out; it is logged and visible in health.
      const names = hits.map(([limit]) => limit.name).join(', ');
      this.logger.warn({ err: error, limit: names }, 'rate limiter unavailable');
      return;
    }
    if (exceeded > 0) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts, try again later', undefined, {
        'Retry-After': String(Math.max(ttl, 1)),
      });
    }
  }

  /** Gives back hits counted by hitAll, for an attempt that turned out not to count (see its caller). */
  async refund(hits: readonly (readonly [Limit, string])[]): Promise<void> {
    const keys = hits.map(([limit, subject]) => this.keyOf(limit, subject));
    try {
      await this.commands.rateLimitRefund(keys.length, ...keys);
    } catch (error) {
      this.logger.warn({ err: error }, 'rate limiter refund failed');
    }
  }

  private keyOf(limit: Limit, subject: string): string {
    const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
    return `${this.prefix}:${limit.name}:${digest}`;
  }
}
