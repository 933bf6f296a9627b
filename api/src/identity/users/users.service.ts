import { AgencyEntity, isPublicSlugTaken, UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { e164Of, phoneCountryOf } from '../../common/phone.util';
import type { ListQuery } from '../../common/simple-rest/list-query';
import { applyListQuery } from '../../common/simple-rest/list-query-builder';
import { agencyScope, findInScope } from '../../common/tenancy';
import type { Actor } from '../../common/actor';
import { SessionService } from '../auth/session.service';
import type { InviteUserDto, UpdateUserDto } from '../dto/user.dto';
import { AuditService } from '../masquerade/audit.service';
import { IdentityMailService } from '../mail/identity-mail.service';
import { AuthTokenService } from '../tokens/auth-token.service';
import { UserPhotoService } from './user-photo.service';
import { toUserView, type UserView } from './user-view';
import { USERS_LIST } from './users-list';

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: AuthTokenService,
    private readonly mail: IdentityMailService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly userPhotos: UserPhotoService,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<{ rows: UserView[]; total: number }> {
    const qb = this.users.createQueryBuilder('u').addSelect('u.password_hash IS NOT NULL', 'has_password');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('u.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    applyListQuery(qb, query, USERS_LIST);
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return { rows: entities.map((user, i) => toUserView({ ...user, hasPassword: raw[i]?.has_password })), total };
  }

  async get(actor: Actor, id: string): Promise<UserView> {
    const user = await findInScope(
      (where) => this.users.findOne({ where, select: { passwordHash: true, id: true } }),
      actor,
      id,
      'User',
    );
    const full = await this.users.findOneByOrFail({ id: user.id });
    return toUserView({ ...full, hasPassword: user.passwordHash !== null });
  }

  async invite(actor: Actor, dto: InviteUserDto): Promise<UserView> {
    const agencyId = actor.authType === 'ops' ? dto.agencyId : actor.agencyId;
    if (!agencyId)
      throw new ApiError(400, 'VALIDATION_FAILED', 'agencyId is required', {
        fields: [{ field: 'agencyId', constraints: ['isUuid'] }],
      });
    if (actor.authType !== 'ops' && dto.agencyId && dto.agencyId !== actor.agencyId)
      throw new ApiError(404, 'NOT_FOUND', 'Agency not found');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const agency = await manager.findOneBy(AgencyEntity, { id: agencyId });
        if (!agency) throw new ApiError(404, 'NOT_FOUND', 'Agency not found');
        const inviter = await manager.findOneByOrFail(UserEntity, { id: actor.realUserId });
        const user = await manager.save(
          manager.create(UserEntity, {
            authType: 'realtor',
            agencyId,
            role: dto.role,
            email: dto.email,
            firstName: dto.firstName,
            lastName: dto.lastName,
            language: dto.language ?? agency.languages[0] ?? 'fr',
            active: true,
          }),
        );
        const token = await this.tokens.issue(manager, user.id, 'invitation');
        const brand = { name: agency.name, color: agency.brandColor ?? '#1f4e79' };
        await this.mail.invitation(
          manager,
          user,
          token,
          brand,
          `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
        );
        await this.audit.record(manager, actor, 'user.invited', agencyId, { userId: user.id, role: dto.role });
        return toUserView({ ...user, hasPassword: false });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_staff_email_idx'))
        throw new ApiError(409, 'EMAIL_TAKEN', 'This e-mail already has an account');
      throw error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateUserDto): Promise<UserView> {
    const user = await findInScope((where) => this.users.findOneBy(where), actor, id, 'User');
    if (user.authType !== 'realtor' && dto.role)
      throw new ApiError(400, 'VALIDATION_FAILED', 'Only realtors have a role');
    const losesAdmin =
      user.role === 'agency_admin' && ((dto.role && dto.role !== 'agency_admin') || dto.active === false);
    try {
      await this.dataSource.transaction(async (manager) => {
        if (losesAdmin && user.agencyId) await this.assertAnotherAdmin(manager, user.agencyId, user.id);
        const phone = e164Of(dto.phone, await phoneCountryOf(manager, user.agencyId), 'phone');
        await manager.update(UserEntity, user.id, { ...dto, phone });
        if (dto.active === false) await this.sessions.revokeAllOf(user.id, manager);
        await this.audit.record(manager, actor, 'user.updated', user.agencyId, {
          userId: user.id,
          changes: Object.keys(dto),
        });
      });
    } catch (error) {
      // Unique among users, and in the one public namespace of agencies, agents and reserved words.
      if (isUniqueViolation(error, 'users_public_slug_key') || isPublicSlugTaken(error))
        throw new ApiError(409, 'SLUG_TAKEN', 'This public address is taken');
      throw error;
    }
    return this.get(actor, id);
  }

  async setPhoto(actor: Actor, id: string, upload: Buffer | undefined): Promise<UserView> {
    const user = await findInScope((where) => this.users.findOneBy(where), actor, id, 'User');
    await this.userPhotos.replace(user, upload);
    return this.get(actor, id);
  }

  async resendInvitation(actor: Actor, id: string): Promise<void> {
    const user = await findInScope(
      (where) => this.users.findOne({ where, select: { id: true, passwordHash: true } }),
      actor,
      id,
      'User',
    );
    if (user.passwordHash) throw new ApiError(409, 'CONFLICT', 'This user has already accepted the invitation');
    const full = await this.users.findOneByOrFail({ id });
    await this.dataSource.transaction(async (manager) => {
      const agency = await manager.findOneByOrFail(AgencyEntity, { id: full.agencyId ?? '' });
      const inviter = await manager.findOneByOrFail(UserEntity, { id: actor.realUserId });
      const token = await this.tokens.issue(manager, full.id, 'invitation');
      await this.mail.invitation(
        manager,
        full,
        token,
        { name: agency.name, color: agency.brandColor ?? '#1f4e79' },
        `${inviter.firstName} ${inviter.lastName}`.trim(),
      );
    });
  }

  /** Row-locks the agency's admins so two concurrent demotions cannot leave it without one. */
  private async assertAnotherAdmin(manager: EntityManager, agencyId: string, userId: string): Promise<void> {
    const admins: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE agency_id = $1 AND role = 'agency_admin' AND active FOR UPDATE`,
      [agencyId],
    );
    if (!admins.some((admin) => admin.id !== userId)) {
      throw new ApiError(409, 'LAST_ADMIN', 'An agency keeps at least one active administrator');
    }
  }
}
