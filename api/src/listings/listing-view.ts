import type { ListingView, PhotoView } from '@creneau/contracts';
import type { ListingEntity, ListingPhotoEntity } from '@creneau/server';
import { photoUrls } from '../media/photo-sizes';

export type { ListingView, PhotoView };

export function toPhotoView(photo: ListingPhotoEntity): PhotoView {
  return {
    id: photo.id,
    position: photo.position,
    width: photo.width,
    height: photo.height,
    urls: photoUrls('listing-photos', photo.storageKey),
  };
}

export function toListingView(listing: ListingEntity, photos: ListingPhotoEntity[]): ListingView {
  return {
    ...listing,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    photos: photos.sort((a, b) => a.position - b.position).map(toPhotoView),
  };
}
