import { ListingEntity, ListingPhotoEntity } from '@creneau/server';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { ListingPhotosController } from './photos/listing-photos.controller';
import { ListingPhotosService } from './photos/listing-photos.service';
import { PublicListingCardsController } from './public-listing-cards.controller';
import { PublicListingsController } from './public-listings.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ListingEntity, ListingPhotoEntity]), MediaModule],
  controllers: [ListingsController, ListingPhotosController, PublicListingsController, PublicListingCardsController],
  providers: [ListingsService, ListingPhotosService],
  exports: [ListingsService],
})
export class ListingsModule {}
