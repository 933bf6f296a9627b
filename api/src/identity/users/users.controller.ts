import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PHOTO_UPLOAD_LIMITS } from '../../media/photo.processor';
import type { Response } from 'express';
import { parseListQuery } from '../../common/simple-rest/list-query';
import { sendListHeaders } from '../../common/simple-rest/list-response';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { InviteUserDto, UpdateUserDto } from '../dto/user.dto';
import type { UserView } from './user-view';
import { USERS_LIST } from './users-list';
import { UsersService } from './users.service';
import { Responds, RespondsList } from '../../openapi/responds.decorator';

// User management: agency admins for their agency, ops staff for everyone. Agents may read their
// colleagues (to pick the agent in charge of a listing) but change nobody.
@ApiTags('users')
@Allow('realtor', 'ops')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List users (ra-data-simple-rest: sort, range, filter with q, role, active, agencyId)' })
  @RespondsList(USERS_LIST, 'UserView')
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView[]> {
    const listQuery = parseListQuery(query, USERS_LIST);
    const { rows, total } = await this.users.list(actor, listQuery);
    sendListHeaders(res, USERS_LIST.resource, listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Responds('UserView')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<UserView> {
    return this.users.get(actor, id);
  }

  @Allow('agency_admin', 'ops')
  @Post()
  @ApiOperation({ summary: 'Invite a realtor by e-mail into the agency' })
  @Responds('UserView')
  invite(@CurrentActor() actor: Actor, @Body() dto: InviteUserDto): Promise<UserView> {
    return this.users.invite(actor, dto);
  }

  @Allow('agency_admin', 'ops')
  @Put(':id')
  @Responds('UserView')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserView> {
    return this.users.update(actor, id, dto);
  }

  @Allow('agency_admin', 'ops')
  @Delete(':id')
  @ApiOperation({ summary: 'Deactivate (accounts are kept for the history of visits and audit)' })
  @Responds('UserView')
  deactivate(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<UserView> {
    return this.users.update(actor, id, { active: false });
  }

  @Allow('agency_admin', 'ops')
  @Post(':id/invitation')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the invitation e-mail again' })
  resend(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.users.resendInvitation(actor, id);
  }

  @Allow('agency_admin', 'ops')
  @Put(':id/photo')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('photo', { limits: PHOTO_UPLOAD_LIMITS }))
  @ApiOperation({ summary: "Set an agent's photo (public page)" })
  @Responds('UserView')
  setPhoto(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UserView> {
    return this.users.setPhoto(actor, id, file?.buffer);
  }
}
