import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import type { PhotoView } from '../listing-view';
import { PHOTO_UPLOAD_LIMITS } from '../../media/photo.processor';
import { ListingPhotosService } from './listing-photos.service';
import { Responds, RespondsArray } from '../../openapi/responds.decorator';

export class ReorderPhotosDto {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(100) @IsUUID('all', { each: true }) photoIds: string[];
}

@ApiTags('listings')
@Allow('realtor', 'ops')
@Controller('listings/:id/photos')
export class ListingPhotosController {
  constructor(private readonly photos: ListingPhotosService) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('photo', { limits: PHOTO_UPLOAD_LIMITS }))
  @Responds('PhotoView')
  add(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<PhotoView> {
    return this.photos.add(actor, id, file?.buffer);
  }

  @Put('order')
  @RespondsArray('PhotoView')
  reorder(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ReorderPhotosDto,
  ): Promise<PhotoView[]> {
    return this.photos.reorder(actor, id, dto.photoIds);
  }

  @Delete(':photoId')
  @HttpCode(204)
  remove(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('photoId', ParseUUIDPipe) photoId: string,
  ): Promise<void> {
    return this.photos.remove(actor, id, photoId);
  }
}
