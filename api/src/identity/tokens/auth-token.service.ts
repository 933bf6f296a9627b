import { AuthTokenEntity, type AuthTokenPurpose } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { hashToken, newToken } from '../auth/session.service';

export const TOKEN_TTL_MINUTES: Record<AuthTokenPurpose, number> = {
  magic_link: 15,
  password_reset: 60,
  invitation: 7 * 24 * 60,
};

/** Single-use tokens sent by e-mail; only their hash is stored, and each serves one purpose only. */
@Injectable()
export class AuthTokenService {
  constructor(@InjectRepository(AuthTokenEntity) private readonly tokens: Repository<AuthTokenEntity>) {}

  async issue(manager: EntityManager, userId: string, purpose: AuthTokenPurpose): Promise<string> {
    const token = newToken();
    // A new link replaces the previous ones of the same purpose: only the latest e-mail works.
    await manager.query(
      `UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
    await manager.insert(AuthTokenEntity, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MINUTES[purpose] * 60_000),
    });
    return token;
  }

  /** Marks the token used and returns its user, or answers why it cannot be used. */
  async consume(manager: EntityManager, token: string, purpose: AuthTokenPurpose): Promise<string> {
    const found = await manager.findOne(AuthTokenEntity, {
      where: { tokenHash: hashToken(token) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!found || found.purpose !== purpose) throw new ApiError(400, 'TOKEN_INVALID', 'This link is not valid');
    if (found.usedAt) throw new ApiError(410, 'TOKEN_USED', 'This link has already been used');
    if (found.expiresAt.getTime() < Date.now()) throw new ApiError(410, 'TOKEN_EXPIRED', 'This link has expired');
    await manager.update(AuthTokenEntity, found.id, { usedAt: new Date() });
    return found.userId;
  }

  async peek(token: string, purpose: AuthTokenPurpose): Promise<AuthTokenEntity | null> {
    const found = await this.tokens.findOne({ where: { tokenHash: hashToken(token) } });
    return found?.purpose === purpose && !found.usedAt && found.expiresAt.getTime() > Date.now() ? found : null;
  }
}
