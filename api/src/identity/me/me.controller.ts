import type { MeResponse } from '@creneau/contracts';
import { UserEntity } from '@creneau/server';
import { Body, Controller, HttpCode, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PHOTO_UPLOAD_LIMITS } from '../../media/photo.processor';
import { Allow } from '../auth/auth.decorators';
import { UserPhotoService } from '../users/user-photo.service';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { AuthService } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { ChangePasswordDto, UpdateMeDto } from '../dto/me.dto';
import { Responds } from '../../openapi/responds.decorator';

/** One's own account, whoever one is: realtor, ops or visitor. */
@ApiTags('me')
@Controller('me')
export class MeController {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
    private readonly userPhotos: UserPhotoService,
  ) {}

  @Put()
  @Responds('MeResponse')
  async update(@CurrentActor() actor: Actor, @Body() dto: UpdateMeDto): Promise<MeResponse> {
    await this.users.update(actor.userId, dto);
    return this.auth.me({ ...actor, language: dto.language ?? actor.language });
  }

  @Put('password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set or change one’s password (visitors may add one to skip magic links)' })
  async changePassword(@CurrentActor() actor: Actor, @Body() dto: ChangePasswordDto): Promise<void> {
    const user = await this.users.findOneOrFail({
      where: { id: actor.userId },
      select: { id: true, passwordHash: true, email: true },
    });
    if (user.passwordHash && !(await this.passwords.verify(user.passwordHash, dto.currentPassword ?? ''))) {
      throw new ApiError(403, 'INVALID_CREDENTIALS', 'The current password is wrong');
    }
    const verdict = this.passwords.judge(dto.newPassword, [user.email]);
    if (verdict !== 'ok')
      throw new ApiError(400, 'WEAK_PASSWORD', 'Choose a longer, less common password', { reason: verdict });
    await this.users.update(actor.userId, { passwordHash: await this.passwords.hash(dto.newPassword) });
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
