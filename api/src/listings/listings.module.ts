import { FILE_STORAGE, ListingEntity, ListingPhotoEntity, LocalDiskStorage } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { ListingPhotosController } from './photos/listing-photos.controller';
import { ListingPhotosService } from './photos/listing-photos.service';
import { MediaController } from './photos/media.controller';
import { PublicListingsController } from './public-listings.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ListingEntity, ListingPhotoEntity])],
  controllers: [ListingsController, ListingPhotosController, MediaController, PublicListingsController],
  providers: [
    ListingsService,
    ListingPhotosService,
    {
      provide: FILE_STORAGE,
      useFactory: (config: ApiConfig) => new LocalDiskStorage(config.STORAGE_DIR),
      inject: [API_CONFIG],
    },
  ],
  exports: [ListingsService],
})
export class ListingsModule {}
