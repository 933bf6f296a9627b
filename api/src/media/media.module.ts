import { createFileStorage, FILE_STORAGE } from '@creneau/server';
import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { MediaController } from './media.controller';
import { PhotoStore } from './photo-store.service';

@Module({
  controllers: [MediaController],
  providers: [
    { provide: FILE_STORAGE, useFactory: (config: ApiConfig) => createFileStorage(config), inject: [API_CONFIG] },
    PhotoStore,
  ],
  exports: [PhotoStore, FILE_STORAGE],
})
export class MediaModule {}
