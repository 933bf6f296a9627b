import type { MyDataExport } from '@creneau/contracts';
import { AuditEntryEntity, FILE_STORAGE, type FileStorage } from '@creneau/server';
import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { isMasquerading, type Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { clearSessionCookies } from '../identity/auth/session-cookies';
import { DeleteMyDataDto } from './dto/visitor.dto';
import { deleteErasedFiles, eraseMyData } from './my-data.erasure';
import { exportMyData } from './my-data.export';
import { Responds } from '../openapi/responds.decorator';

/** The visitor's rights over their data (France, Belgium: GDPR): a full export and an erasure. */
@ApiTags('visitor')
@Allow('visitor')
@Controller('visitor/account')
export class VisitorAccountController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get('export')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Everything about me as a JSON download' })
  @Responds('MyDataExport')
  async export(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<MyDataExport> {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="creneau-my-data-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    const exported = await exportMyData(this.dataSource.manager, actor.userId, this.storage);
    await this.dataSource.manager.insert(AuditEntryEntity, {
      action: 'visitor.exported',
      actorUserId: actor.realUserId,
      effectiveUserId: actor.userId,
      agencyId: null,
      details: { rentalDocuments: exported.rentalFile?.documents.length ?? 0 },
    });
    return exported;
  }

  @Post('delete')
  @HttpCode(204)
  @ApiOperation({ summary: 'Erases me: upcoming visits cancelled, history anonymised, account and sessions gone' })
  async delete(
    @CurrentActor() actor: Actor,
    @Body() dto: DeleteMyDataDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    // Only the person may erase themselves; ops acting as them may not.
    if (isMasquerading(actor)) throw new ApiError(403, 'FORBIDDEN', 'Not while acting on behalf of someone');
    const erased = await this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query<{ email: string }[]>(
        `SELECT email::text FROM users WHERE id = $1 AND auth_type = 'visitor' FOR UPDATE`,
        [actor.userId],
      );
      if (user?.email.toLowerCase() !== dto.confirmEmail.trim().toLowerCase()) {
        throw new ApiError(400, 'CONFIRMATION_MISMATCH', 'Type the e-mail address of this account to confirm');
      }
      return eraseMyData(manager, actor.userId);
    });
    await deleteErasedFiles(this.storage, erased);
    clearSessionCookies(res, this.config.PUBLIC_URL.startsWith('https:'));
  }
}
