import sharp from 'sharp';
import { ApiError } from '../common/api-error';
import { PHOTO_SIZES, type PhotoSize } from './photo-sizes';

// Formats are judged by their content (libvips reads the bytes), never by name or declared type.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
// 50 megapixels: any real camera photo passes; a decompression bomb is refused before it is decoded.
export const MAX_INPUT_PIXELS = 50_000_000;
/** Multer limits of every photo upload: one file of at most 15 MB, no other field. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: 15 * 1024 * 1024, files: 1, fields: 0 };

export interface ProcessedPhoto {
  width: number;
  height: number;
  renditions: Record<PhotoSize, Buffer>;
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ApiError(400, 'UNSUPPORTED_IMAGE', 'The file is not an image we can read (JPEG, PNG, WebP, HEIF/AVIF)');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ApiError(
      400,
      'UNSUPPORTED_IMAGE',
      `Images must be JPEG, PNG, WebP or HEIF/AVIF, not ${metadata.format ?? 'unknown'}`,
    );
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ApiError(400, 'IMAGE_TOO_LARGE', `Images are limited to ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  const renditions = {} as Record<PhotoSize, Buffer>;
  try {
    // rotate() applies the EXIF orientation; the output keeps no metadata (no GPS position of the home).
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    for (const [size, width] of Object.entries(PHOTO_SIZES) as [PhotoSize, number][]) {
      renditions[size] = await base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    }
    const { width, height } = await sharp(renditions.large).metadata();
    return { width: width ?? 0, height: height ?? 0, renditions };
  } catch {
    throw new ApiError(400, 'UNSUPPORTED_IMAGE', 'The image is damaged or cannot be decoded');
  }
}
