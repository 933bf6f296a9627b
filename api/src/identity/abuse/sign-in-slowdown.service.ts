import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createHash } from 'node:crypto';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { RedisClient } from '../../infrastructure/redis.provider';

// Wrong passwords of one account are forgotten after this long without another.
const MEMORY_SECONDS = 15 * 60;
// A person mistypes a few times; past that, each attempt waits longer, doubling up to 16 times the first.
const FREE_FAILURES = 5;
const MAX_DOUBLINGS = 4;
// Where a captcha would help: said once in the logs when none is configured.
const UNDER_ATTACK = 10;

/** How long an attempt on an account waits after `failures` wrong passwords in a row. */
export function slowdownMs(failures: number, firstDelayMs: number): number {
  if (failures < FREE_FAILURES) return 0;
  return firstDelayMs * 2 ** Math.min(failures - FREE_FAILURES, MAX_DOUBLINGS);
}

/**
 * Wrong passwords slow an account's sign-in down instead of locking it: ten of them locked the account
 * for ten minutes, its owner included (issue 18). Each attempt after the fifth failure waits, the right
 * password included, and is then answered as usual. Guessing stays bounded by the per-IP limit and, where
 * configured, the captcha every sign-in must pass; the owner is never refused.
 */
@Injectable()
export class SignInSlowdown {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly logger: PinoLogger,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:signin-failures`;
    this.logger.setContext(SignInSlowdown.name);
  }

  /** Waits as long as the account's recent failures ask; at once when Redis is away (fail open). */
  async before(account: string): Promise<void> {
    const failures = Number((await this.redis.client.get(this.keyOf(account)).catch(() => null)) ?? 0);
    const delay = slowdownMs(failures, this.config.SIGN_IN_SLOWDOWN_MS);
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
  }

  async failed(account: string): Promise<void> {
    const key = this.keyOf(account);
    const failures = await this.redis.client
      .multi()
      .incr(key)
      .expire(key, MEMORY_SECONDS)
      .exec()
      .then((answers) => Number(answers?.[0]?.[1] ?? 0))
      .catch(() => 0);
    if (failures === UNDER_ATTACK && !this.config.RECAPTCHA_SECRET) {
      this.logger.warn({ failures }, 'many wrong passwords for one account; set RECAPTCHA_SECRET to ask for a captcha');
    }
  }

  async succeeded(account: string): Promise<void> {
    await this.redis.client.del(this.keyOf(account)).catch(() => undefined);
  }

  private keyOf(account: string): string {
    return `${this.prefix}:${createHash('sha256').update(account.toLowerCase()).digest('hex').slice(0, 32)}`;
  }
}
