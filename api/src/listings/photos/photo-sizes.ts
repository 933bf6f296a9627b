/** Renditions made of every photo, by width; never upscaled. */
export const PHOTO_SIZES = { thumb: 320, medium: 960, large: 1920 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const photoKey = (storageKey: string, size: PhotoSize): string => `listing-photos/${storageKey}/${size}.webp`;

export function photoUrls(storageKey: string): Record<PhotoSize, string> {
  const urls = {} as Record<PhotoSize, string>;
  for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[])
    urls[size] = `/api/media/listing-photos/${storageKey}/${size}.webp`;
  return urls;
}
