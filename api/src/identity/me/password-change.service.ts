import { UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { LIMITS, RateLimiter } from '../abuse/rate-limiter.service';
import { SignInSlowdown } from '../abuse/sign-in-slowdown.service';
import type { Actor } from '../../common/actor';
import { PasswordService } from '../auth/password.service';
import { SessionService } from '../auth/session.service';

/**
 * Changing one's password from a signed-in session. The current-password check is a sign-in by another
 * door: a stolen cookie must not turn it into an unlimited guessing oracle, so it shares sign-in's
 * per-IP limit and per-account slow-down, and has a per-account ceiling of its own (issue 35).
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly slowdown: SignInSlowdown,
  ) {}

  async change(actor: Actor, ip: string, currentPassword: string | undefined, newPassword: string): Promise<void> {
    const user = await this.dataSource.manager.findOneOrFail(UserEntity, {
      where: { id: actor.userId },
      select: { id: true, passwordHash: true, email: true, firstName: true, lastName: true },
    });
    if (user.passwordHash) await this.checkCurrent(user, ip, currentPassword ?? '');
    const verdict = this.passwords.judge(newPassword, [user.email, user.firstName, user.lastName]);
    if (verdict !== 'ok')
      throw new ApiError(400, 'WEAK_PASSWORD', 'Choose a longer, less common password', { reason: verdict });
    const hash = await this.passwords.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, user.id, { passwordHash: hash });
      // Whoever held another session knew the old password or stole a cookie: the change signs them
      // out, and the sessions trigger closes their live streams at commit. This session stays.
      await this.sessions.revokeAllOf(user.id, manager, { except: actor.sessionId });
    });
  }

  private async checkCurrent(user: UserEntity, ip: string, password: string): Promise<void> {
    await this.limiter.hitAll([
      [LIMITS.signInPerIp, ip],
      [LIMITS.passwordCheckPerAccount, user.id],
    ]);
    await this.slowdown.before(user.email);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      await this.slowdown.failed(user.email);
      throw new ApiError(403, 'INVALID_CREDENTIALS', 'The current password is wrong');
    }
    await this.slowdown.succeeded(user.email);
  }
}
