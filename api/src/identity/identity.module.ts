import { AgencyEntity, AuditEntryEntity, AuthTokenEntity, SessionEntity, UserEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth/auth.controller';
import { AuthGuard } from './auth/auth.guard';
import { AuthService } from './auth/auth.service';
import { PasswordService } from './auth/password.service';
import { SessionService } from './auth/session.service';

@Module({
  imports: [TypeOrmModule.forFeature([AgencyEntity, UserEntity, SessionEntity, AuthTokenEntity, AuditEntryEntity])],
  controllers: [AuthController],
  providers: [AuthService, PasswordService, SessionService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService, PasswordService],
})
export class IdentityModule {}
