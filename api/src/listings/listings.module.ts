import {
  FILE_STORAGE,
  ListingEntity,
  ListingPhotoEntity,
  LocalDiskStorage,
  S3Storage,
  type FileStorage,
} from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { ListingPhotosController } from './photos/listing-photos.controller';
import { ListingPhotosService } from './photos/listing-photos.service';
import { MediaController } from './photos/media.controller';
import { PublicListingsController } from './public-listings.controller';

function fileStorage(config: ApiConfig): FileStorage {
  if (!config.S3_ENDPOINT) return new LocalDiskStorage(config.STORAGE_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ENDPOINT is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

@Module({
  imports: [TypeOrmModule.forFeature([ListingEntity, ListingPhotoEntity])],
  controllers: [ListingsController, ListingPhotosController, MediaController, PublicListingsController],
  providers: [
    ListingsService,
    ListingPhotosService,
    {
      provide: FILE_STORAGE,
      useFactory: fileStorage,
      inject: [API_CONFIG],
    },
  ],
  exports: [ListingsService],
})
export class ListingsModule {}
