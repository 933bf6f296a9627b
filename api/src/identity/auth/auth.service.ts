import type { MeResponse } from '@creneau/contracts';
import { AgencyEntity, AuditEntryEntity, UserEntity, type AuthType } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import type { SignInDto } from '../dto/sign-in.dto';
import type { Actor } from '../../common/actor';
import { PasswordService } from './password.service';

const AREA_AUTH_TYPES: Record<SignInDto['area'], AuthType[]> = { pro: ['realtor', 'ops'], visits: ['visitor'] };
// Verified when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
const DECOY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$BdQZRgwEZvr3o4/PbWIKBg$gb7bsW3lou1V5aGeO0UjX+SI4B0Eva4w+53PnaS1WpQ';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(AgencyEntity) private readonly agencies: Repository<AgencyEntity>,
    @InjectRepository(AuditEntryEntity) private readonly audit: Repository<AuditEntryEntity>,
    private readonly passwords: PasswordService,
  ) {}

  /** The user id when the password is right; the same answer, in the same time, for any other case. */
  async verifyPassword({ email, password, area }: SignInDto, meta: RequestMeta): Promise<string> {
    const user = await this.users.findOne({
      where: { email, authType: In(AREA_AUTH_TYPES[area]), active: true },
      select: { id: true, passwordHash: true, agencyId: true },
    });
    const valid = await this.passwords.verify(user?.passwordHash ?? DECOY_HASH, password);
    if (!user || !valid) {
      await this.record('auth.sign_in_failed', null, null, meta, { area });
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail or password is wrong');
    }
    await this.record('auth.signed_in', user.id, user.agencyId, meta, { area });
    return user.id;
  }

  async me(actor: Actor): Promise<MeResponse> {
    const user = await this.users.findOneByOrFail({ id: actor.userId });
    const agency = user.agencyId ? await this.agencies.findOneBy({ id: user.agencyId }) : null;
    const real = actor.realUserId === actor.userId ? null : await this.users.findOneByOrFail({ id: actor.realUserId });
    return {
      user: {
        id: user.id,
        authType: user.authType,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        role: user.role,
        agencyId: user.agencyId,
        language: user.language,
      },
      agency: agency && {
        id: agency.id,
        name: agency.name,
        slug: agency.slug,
        country: agency.country,
        timeZone: agency.timeZone,
      },
      masquerade: real && { realUserId: real.id, realEmail: real.email },
      csrfToken: actor.csrfToken,
    };
  }

  private async record(
    action: string,
    userId: string | null,
    agencyId: string | null,
    meta: RequestMeta,
    details: object,
  ) {
    await this.audit.insert({
      action,
      actorUserId: userId,
      effectiveUserId: userId,
      agencyId,
      ip: meta.ip,
      details: { ...details },
    });
  }
}
