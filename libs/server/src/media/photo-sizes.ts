// Shared by the api (uploads, URLs) and the demo seed, which stores the demo listings' photos the same way.
/** Renditions made of every photo, by width; never upscaled. */
export const PHOTO_SIZES = { thumb: 320, medium: 960, large: 1920 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Where photos of each kind live, in storage and under /api/media. */
export const PHOTO_COLLECTIONS = ['listing-photos', 'user-photos'] as const;
export type PhotoCollection = (typeof PHOTO_COLLECTIONS)[number];

export const photoKey = (collection: PhotoCollection, key: string, size: PhotoSize): string =>
  `${collection}/${key}/${size}.webp`;

export function photoUrls(collection: PhotoCollection, key: string): Record<PhotoSize, string> {
  const urls = {} as Record<PhotoSize, string>;
  for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[])
    urls[size] = `/api/media/${photoKey(collection, key, size)}`;
  return urls;
}
