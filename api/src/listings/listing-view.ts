import type { ListingEntity, ListingPhotoEntity } from '@creneau/server';
import { photoUrls } from '../media/photo-sizes';

export interface PhotoView {
  id: string;
  position: number;
  width: number;
  height: number;
  urls: ReturnType<typeof photoUrls>;
}

export type ListingView = Omit<ListingEntity, never> & { photos: PhotoView[] };

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
  return { ...listing, photos: photos.sort((a, b) => a.position - b.position).map(toPhotoView) };
}
