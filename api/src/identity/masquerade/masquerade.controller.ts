import type { MeResponse } from '@creneau/contracts';
import { UserEntity } from '@creneau/server';
import { Body, Controller, Delete, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { IsUUID } from 'class-validator';
import type { Request } from 'express';
import { DataSource, In, type Repository } from 'typeorm';
import { ApiError, notFound } from '../../common/api-error';
import { isMasquerading, type Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { AuthService } from '../auth/auth.service';
import { SessionService } from '../auth/session.service';
import { AuditService } from './audit.service';
import { Responds } from '../../openapi/responds.decorator';

export class StartMasqueradeDto {
  @ApiProperty() @IsUUID() userId: string;
}

@ApiTags('masquerade')
@Controller('masquerade')
export class MasqueradeController {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  @Post()
  @HttpCode(200)
  @Allow('ops')
  @ApiOperation({ summary: 'Ops only: act as a realtor or a visitor; every change is audited' })
  @Responds('MeResponse')
  async start(@CurrentActor() actor: Actor, @Body() dto: StartMasqueradeDto, @Req() req: Request): Promise<MeResponse> {
    const target = await this.users.findOneBy({ id: dto.userId, authType: In(['realtor', 'visitor']), active: true });
    if (!target) throw notFound('User');
    await this.sessions.setMasquerade(actor.sessionId, target.id);
    await this.audit.record(this.dataSource.manager, actor, 'masquerade.started', target.agencyId, {
      targetUserId: target.id,
      ip: req.ip,
    });
    return this.auth.me({
      ...actor,
      userId: target.id,
      authType: target.authType,
      agencyId: target.agencyId,
      role: target.role,
    });
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop masquerading and act as oneself again' })
  @Responds('MeResponse')
  async stop(@CurrentActor() actor: Actor): Promise<MeResponse> {
    if (!isMasquerading(actor)) throw new ApiError(409, 'NOT_MASQUERADING', 'This session is not masquerading');
    await this.sessions.setMasquerade(actor.sessionId, null);
    await this.audit.record(this.dataSource.manager, actor, 'masquerade.stopped', actor.agencyId, {});
    const real = await this.users.findOneByOrFail({ id: actor.realUserId });
    return this.auth.me({
      ...actor,
      userId: real.id,
      authType: real.authType,
      agencyId: real.agencyId,
      role: real.role,
    });
  }
}
