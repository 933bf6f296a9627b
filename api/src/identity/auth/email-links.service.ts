import { latestBookerByEmail, UserEntity, type AuthType } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { IdentityMailService } from '../mail/identity-mail.service';
import { AuthTokenService } from '../tokens/auth-token.service';
import { PasswordService } from './password.service';
import { SessionService } from './session.service';

const AREA_AUTH_TYPES: Record<'pro' | 'visits', AuthType[]> = { pro: ['realtor', 'ops'], visits: ['visitor'] };

/** Magic links, password resets and invitations: every flow that proves an address by e-mail. */
@Injectable()
export class EmailLinksService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: AuthTokenService,
    private readonly mail: IdentityMailService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Silent when the address is unknown: the answer never tells who has an account. An address that booked
   * without an account gets one (unverified, so it owns nothing until the link is followed): that is how
   * anyone who booked reaches their data to export or erase it.
   */
  async sendMagicLink(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user =
        (await manager.findOne(UserEntity, { where: { email, authType: 'visitor', active: true } })) ??
        (await this.accountForBooker(manager, email));
      if (!user) return;
      await this.mail.magicLink(manager, user, await this.tokens.issue(manager, user.id, 'magic_link'));
    });
  }

  private async accountForBooker(manager: EntityManager, email: string): Promise<UserEntity | null> {
    const booker = await latestBookerByEmail(manager, email);
    if (!booker) return null;
    // A concurrent request for the same address made it first: the unique index keeps one account.
    await manager.query(
      `INSERT INTO users (auth_type, email, first_name, last_name, language) VALUES ('visitor', $1, $2, $3, $4)
       ON CONFLICT (email) WHERE auth_type = 'visitor' DO NOTHING`,
      [email, booker.firstName, booker.lastName, booker.language],
    );
    return manager.findOne(UserEntity, { where: { email, authType: 'visitor', active: true } });
  }

  async signInWithMagicLink(token: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'magic_link');
      // Following the link proves the address.
      await manager.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1', [
        userId,
      ]);
      return userId;
    });
  }

  async sendPasswordReset(email: string, area: 'pro' | 'visits'): Promise<void> {
    const user = await this.users.findOne({ where: { email, authType: In(AREA_AUTH_TYPES[area]), active: true } });
    if (!user) return;
    await this.dataSource.transaction(async (manager) => {
      await this.mail.passwordReset(manager, user, await this.tokens.issue(manager, user.id, 'password_reset'), area);
    });
  }

  /** Sets the password and ends every other session: whoever knew the old one is signed out. */
  async resetPassword(token: string, password: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'password_reset');
      await this.setPassword(manager, userId, password);
      await this.sessions.revokeAllOf(userId, manager);
      return userId;
    });
  }

  async acceptInvitation(token: string, password: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'invitation');
      await this.setPassword(manager, userId, password);
      return userId;
    });
  }

  private async setPassword(manager: EntityManager, userId: string, password: string): Promise<void> {
    const user = await manager.findOneByOrFail(UserEntity, { id: userId });
    const verdict = this.passwords.judge(password, [user.email, user.firstName, user.lastName]);
    if (verdict !== 'ok')
      throw new ApiError(400, 'WEAK_PASSWORD', 'Choose a longer, less common password', { reason: verdict });
    await manager.query(
      'UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE id = $1',
      [userId, await this.passwords.hash(password)],
    );
  }
}
