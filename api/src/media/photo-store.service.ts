import { FILE_STORAGE, type FileStorage } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../common/api-error';
import { photoKey, PHOTO_SIZES, type PhotoCollection, type PhotoSize } from './photo-sizes';
import { processPhoto } from './photo.processor';

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** Checks, re-encodes and stores a photo's renditions under a random key; the caller records the key. */
@Injectable()
export class PhotoStore {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async store(collection: PhotoCollection, upload: Buffer | undefined): Promise<StoredPhoto> {
    if (!upload) throw new ApiError(400, 'VALIDATION_FAILED', 'Send the image in the multipart field "photo"');
    const photo = await processPhoto(upload);
    const key = randomUUID();
    try {
      for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
        await this.storage.put(photoKey(collection, key, size), photo.renditions[size], 'image/webp');
      }
    } catch (error) {
      await this.remove(collection, key);
      throw error;
    }
    return { key, width: photo.width, height: photo.height, bytes: photo.renditions.large.length };
  }

  async remove(collection: PhotoCollection, key: string): Promise<void> {
    await this.storage.deletePrefix(`${collection}/${key}`);
  }

  async rendition(collection: PhotoCollection, key: string, size: PhotoSize): Promise<Buffer | null> {
    return (await this.storage.get(photoKey(collection, key, size)))?.data ?? null;
  }
}
