import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { notFound } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { PhotoStore } from './photo-store.service';
import { PHOTO_COLLECTIONS, PHOTO_SIZES, type PhotoCollection, type PhotoSize } from './photo-sizes';
import { RespondsFile } from '../openapi/responds.decorator';

/** Photos for everyone: keys are random and never reused, so the files are cached for a year. */
@ApiTags('public')
@Public()
@Controller('media')
export class MediaController {
  constructor(private readonly photos: PhotoStore) {}

  @Get(':collection/:key/:file')
  @RespondsFile('image/webp', 'The photo at that size, as WebP; cached for a year (keys are never reused).')
  async photo(
    @Param('collection') collection: string,
    @Param('key', ParseUUIDPipe) key: string,
    @Param('file') file: string,
    @Res() res: Response,
  ): Promise<void> {
    const size = file.replace(/\.webp$/, '') as PhotoSize;
    if (
      !PHOTO_COLLECTIONS.includes(collection as PhotoCollection) ||
      // Own keys only: `in` would also find __proto__ and toString and pass them on as a size.
      !Object.hasOwn(PHOTO_SIZES, size) ||
      !file.endsWith('.webp')
    ) {
      throw notFound('Photo');
    }
    const data = await this.photos.rendition(collection as PhotoCollection, key, size);
    if (!data) throw notFound('Photo');
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(data);
  }
}
