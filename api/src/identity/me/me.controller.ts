import type { MeResponse } from '@creneau/contracts';
import { UserEntity } from '@creneau/server';
import { Body, Controller, HttpCode, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PHOTO_UPLOAD_LIMITS } from '../../media/photo.processor';
import { Allow } from '../../common/auth.decorators';
import { UserPhotoService } from '../users/user-photo.service';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/actor';
import { CurrentActor } from '../../common/auth.decorators';
import { AuthService } from '../auth/auth.service';
import { ChangePasswordDto, UpdateMeDto } from '../dto/me.dto';
import { Responds } from '../../openapi/responds.decorator';
import { PasswordChangeService } from './password-change.service';
import { e164Of, phoneCountryOf } from '../../common/phone.util';

/** One's own account, whoever one is: realtor, ops or visitor. */
@ApiTags('me')
@Controller('me')
export class MeController {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwordChange: PasswordChangeService,
    private readonly auth: AuthService,
    private readonly userPhotos: UserPhotoService,
  ) {}

  @Put()
  @Responds('MeResponse')
  async update(@CurrentActor() actor: Actor, @Body() dto: UpdateMeDto): Promise<MeResponse> {
    const country = await phoneCountryOf(this.users.manager, actor.agencyId);
    await this.users.update(actor.userId, { ...dto, phone: e164Of(dto.phone, country, 'phone') });
    return this.auth.me({ ...actor, language: dto.language ?? actor.language });
  }

  @Put('password')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Set or change one’s password (visitors may add one to skip magic links); signs every other session out',
  })
  async changePassword(
    @CurrentActor() actor: Actor,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.passwordChange.change(actor, req.ip ?? 'unknown', dto.currentPassword, dto.newPassword);
  }

  @Put('photo')
  @Allow('realtor')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('photo', { limits: PHOTO_UPLOAD_LIMITS }))
  @ApiOperation({ summary: 'Set one’s own photo (agents: shown on their public page)' })
  @Responds('UserPhoto')
  async setPhoto(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<{ photoUrl: string }> {
    const user = await this.users.findOneByOrFail({ id: actor.userId });
    return { photoUrl: await this.userPhotos.replace(user, file?.buffer) };
  }
}
