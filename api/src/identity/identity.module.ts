import { AgencyEntity, AuditEntryEntity, AuthTokenEntity, SessionEntity, UserEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AfterResponse } from '../common/after-response.service';
import { CaptchaService } from './abuse/captcha.service';
import { RateLimiter } from './abuse/rate-limiter.service';
import { SignInSlowdown } from './abuse/sign-in-slowdown.service';
import { AgenciesController } from './agencies/agencies.controller';
import { AgenciesService } from './agencies/agencies.service';
import { AuthController } from './auth/auth.controller';
import { AuthGuard } from './auth/auth.guard';
import { AuthService } from './auth/auth.service';
import { EmailLinksController } from './auth/email-links.controller';
import { EmailLinksService } from './auth/email-links.service';
import { PasswordService } from './auth/password.service';
import { SessionResponder } from './auth/session-responder';
import { SessionService } from './auth/session.service';
import { IdentityMailService } from './mail/identity-mail.service';
import { MeController } from './me/me.controller';
import { PasswordChangeService } from './me/password-change.service';
import { AuditService } from './masquerade/audit.service';
import { MasqueradeAudit } from './masquerade/masquerade-audit';
import { MasqueradeController } from './masquerade/masquerade.controller';
import { PublicConfigController } from './public-profiles/public-config.controller';
import { PublicProfilesController } from './public-profiles/public-profiles.controller';
import { AuthTokenService } from './tokens/auth-token.service';
import { UsersController } from './users/users.controller';
import { UserPhotoService } from './users/user-photo.service';
import { UsersService } from './users/users.service';
import { MediaModule } from '../media/media.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([AgencyEntity, UserEntity, SessionEntity, AuthTokenEntity, AuditEntryEntity]),
    MediaModule,
  ],
  controllers: [
    AuthController,
    EmailLinksController,
    UsersController,
    AgenciesController,
    MasqueradeController,
    PublicProfilesController,
    PublicConfigController,
    MeController,
  ],
  providers: [
    AuthService,
    PasswordService,
    PasswordChangeService,
    SessionService,
    SessionResponder,
    EmailLinksService,
    AuthTokenService,
    IdentityMailService,
    RateLimiter,
    SignInSlowdown,
    AfterResponse,
    CaptchaService,
    AuditService,
    MasqueradeAudit,
    UsersService,
    UserPhotoService,
    AgenciesService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService, PasswordService, AuditService, RateLimiter, SignInSlowdown, CaptchaService],
})
export class IdentityModule {}
