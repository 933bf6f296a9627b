import { SessionEntity, UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import type { Actor } from '../../common/actor';
import { SESSION_TTL_MS } from './session-cookies';

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
export const newToken = (): string => randomBytes(32).toString('base64url');

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface NewSession {
  token: string;
  csrfToken: string;
}

@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async open(userId: string, ip: string | null, userAgent: string | null): Promise<NewSession> {
    const token = newToken();
    const csrfToken = newToken();
    await this.sessions.insert({
      userId,
      tokenHash: hashToken(token),
      csrfToken,
      ip,
      userAgent: userAgent?.slice(0, 500) ?? null,
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    // Outlives the session row (kept 12 months): an account is erased after 3 years without a sign-in.
    await this.sessions.manager.query('UPDATE users SET last_signed_in_at = now() WHERE id = $1', [userId]);
    return { token, csrfToken };
  }

  /** The actor of a session token, or null when unknown, expired, revoked or its user deactivated. */
  async resolve(token: string): Promise<Actor | null> {
    const session = await this.sessions.findOne({ where: { tokenHash: hashToken(token), revokedAt: IsNull() } });
    if (!session || session.expiresAt.getTime() < Date.now()) return null;
    const real = await this.users.findOne({ where: { id: session.userId, active: true } });
    if (!real) return null;
    const effective = session.masqueradeUserId
      ? await this.users.findOne({ where: { id: session.masqueradeUserId, active: true } })
      : real;
    if (!effective) return null;
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.update(session.id, {
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
    }
    return {
      sessionId: session.id,
      userId: effective.id,
      authType: effective.authType,
      agencyId: effective.agencyId,
      role: effective.role,
      language: effective.language,
      realUserId: real.id,
      csrfToken: session.csrfToken,
    };
  }

  /**
   * Whether the session a live stream was opened with still stands, as the same person: not revoked
   * nor expired, its users active, and still acting as `effectiveUserId` (no masquerade started or stopped).
   */
  async isLive(sessionId: string, effectiveUserId: string): Promise<boolean> {
    const rows: unknown[] = await this.sessions.manager.query(
      `SELECT 1 FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.active
         JOIN users e ON e.id = COALESCE(s.masquerade_user_id, s.user_id) AND e.active
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND e.id = $2`,
      [sessionId, effectiveUserId],
    );
    return rows.length > 0;
  }

  /*
   * The one way sessions end: revoked_at set, here or by the database itself when a user is deactivated.
   * At commit a trigger notifies every API process (channel session_changed), and each closes the
   * session's live streams at once (SessionChangesListener); the streams' heartbeat checks isLive too.
   */

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Every session of a user, or every other one (`except`: the session making the change). */
  async revokeAllOf(
    userId: string,
    manager: EntityManager = this.sessions.manager,
    options: { except?: string } = {},
  ): Promise<void> {
    await manager.update(
      SessionEntity,
      { userId, revokedAt: IsNull(), ...(options.except && { id: Not(options.except) }) },
      { revokedAt: new Date() },
    );
  }

  async setMasquerade(sessionId: string, targetUserId: string | null): Promise<void> {
    await this.sessions.update(sessionId, { masqueradeUserId: targetUserId });
  }
}
