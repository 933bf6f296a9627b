import { UserEntity } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { photoUrls } from '../../media/photo-sizes';
import { PhotoStore } from '../../media/photo-store.service';

// The stored URL names the key: /api/media/user-photos/<key>/medium.webp.
const KEY_IN_URL = /\/user-photos\/([0-9a-f-]{36})\//;

/** An agent's portrait for their public page: stored like listing photos, the previous one removed. */
@Injectable()
export class UserPhotoService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly photos: PhotoStore,
  ) {}

  async replace(user: UserEntity, upload: Buffer | undefined): Promise<string> {
    const stored = await this.photos.store('user-photos', upload);
    const photoUrl = photoUrls('user-photos', stored.key).medium;
    try {
      await this.users.update(user.id, { photoUrl });
    } catch (error) {
      await this.photos.remove('user-photos', stored.key);
      throw error;
    }
    const previous = user.photoUrl && KEY_IN_URL.exec(user.photoUrl)?.[1];
    if (previous) await this.photos.remove('user-photos', previous);
    return photoUrl;
  }
}
