import { FILE_STORAGE, LocalDiskStorage, S3Storage, type FileStorage } from '@creneau/server';
import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { MediaController } from './media.controller';
import { PhotoStore } from './photo-store.service';

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
    sessionToken: config.S3_SESSION_TOKEN,
  });
}

@Module({
  controllers: [MediaController],
  providers: [{ provide: FILE_STORAGE, useFactory: fileStorage, inject: [API_CONFIG] }, PhotoStore],
  exports: [PhotoStore, FILE_STORAGE],
})
export class MediaModule {}
