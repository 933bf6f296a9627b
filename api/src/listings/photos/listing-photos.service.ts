import { ListingPhotoEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../../common/api-error';
import type { Actor } from '../../common/actor';
import { PhotoStore } from '../../media/photo-store.service';
import { toPhotoView, type PhotoView } from '../listing-view';
import { ListingsService } from '../listings.service';

export const MAX_PHOTOS_PER_LISTING = 40;

@Injectable()
export class ListingPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingsService,
    private readonly photos: PhotoStore,
  ) {}

  /** Files first, then the row; if the row cannot be written the files go: no orphan either way. */
  async add(actor: Actor, listingId: string, upload: Buffer | undefined): Promise<PhotoView> {
    const listing = await this.listings.find(actor, listingId);
    const stored = await this.photos.store('listing-photos', upload);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Locks the listing so two uploads at once take consecutive positions.
        await manager.query('SELECT 1 FROM listings WHERE id = $1 FOR UPDATE', [listing.id]);
        const [{ count, next }] = await manager.query(
          'SELECT count(*)::int AS count, COALESCE(max(position) + 1, 0)::int AS next FROM listing_photos WHERE listing_id = $1',
          [listing.id],
        );
        if (count >= MAX_PHOTOS_PER_LISTING) {
          throw new ApiError(409, 'TOO_MANY_PHOTOS', `A listing has at most ${MAX_PHOTOS_PER_LISTING} photos`);
        }
        const saved = await manager.save(
          manager.create(ListingPhotoEntity, {
            listingId: listing.id,
            agencyId: listing.agencyId,
            position: next,
            storageKey: stored.key,
            width: stored.width,
            height: stored.height,
            bytes: stored.bytes,
          }),
        );
        return toPhotoView(saved);
      });
    } catch (error) {
      await this.photos.remove('listing-photos', stored.key);
      throw error;
    }
  }

  /** The new order is the full list of the listing's photo ids. */
  async reorder(actor: Actor, listingId: string, photoIds: string[]): Promise<PhotoView[]> {
    const listing = await this.listings.find(actor, listingId);
    return this.dataSource.transaction(async (manager) => {
      const photos = await manager.findBy(ListingPhotoEntity, { listingId: listing.id });
      const known = new Set(photos.map((photo) => photo.id));
      if (
        photoIds.length !== photos.length ||
        new Set(photoIds).size !== photoIds.length ||
        !photoIds.every((id) => known.has(id))
      ) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'photoIds must list every photo of the listing exactly once');
      }
      // The unique (listing, position) constraint is deferred to the commit, so positions may swap.
      for (const [position, id] of photoIds.entries()) await manager.update(ListingPhotoEntity, { id }, { position });
      const reordered = await manager.findBy(ListingPhotoEntity, { listingId: listing.id });
      return reordered.sort((a, b) => a.position - b.position).map(toPhotoView);
    });
  }

  async remove(actor: Actor, listingId: string, photoId: string): Promise<void> {
    const listing = await this.listings.find(actor, listingId);
    const photo = await this.dataSource.manager.findOneBy(ListingPhotoEntity, { id: photoId, listingId: listing.id });
    if (!photo) throw notFound('Photo');
    await this.dataSource.manager.delete(ListingPhotoEntity, { id: photo.id });
    await this.photos.remove('listing-photos', photo.storageKey);
  }
}
