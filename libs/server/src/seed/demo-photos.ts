import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Client } from 'pg';
import sharp from 'sharp';
import { PHOTO_SIZES, photoKey, type PhotoSize } from '../media/photo-sizes';
import type { FileStorage } from '../storage/file-storage';

// Drawn for the demo and shipped under CC0 (libs/server/demo-photos/LICENSE.md; scripts/demo-photos makes them).
// From dist/seed or src/seed alike, two levels up is libs/server.
export const DEMO_PHOTOS_DIR = resolve(__dirname, '../../demo-photos');

/** The demo photos of a listing, in order: `<reference in lower case>-<n>.webp`. */
export function demoPhotoFiles(reference: string): string[] {
  const prefix = `${reference.toLowerCase()}-`;
  return readdirSync(DEMO_PHOTOS_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.webp'))
    .sort();
}

/** The renditions an upload gets (api/src/media/photo.processor.ts), never upscaled. */
async function renditions(file: Buffer): Promise<{ width: number; height: number; files: Record<PhotoSize, Buffer> }> {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const files = {} as Record<PhotoSize, Buffer>;
  for (const [size, target] of Object.entries(PHOTO_SIZES) as [PhotoSize, number][]) {
    files[size] = target >= width ? file : await sharp(file).resize({ width: target }).webp({ quality: 80 }).toBuffer();
  }
  return { width, height, files };
}

/**
 * Gives each demo listing that has no photo yet its shipped photos: files first, then the row, as an
 * upload does. Idempotent: a listing with photos (the demo's, or the ones an agent uploaded) is left alone.
 */
export async function insertDemoPhotos(
  client: Client,
  storage: FileStorage,
  listings: { agencySlug: string; reference: string }[],
): Promise<number> {
  let added = 0;
  for (const { agencySlug, reference } of listings) {
    const { rows } = await client.query<{ id: string; agency_id: string }>(
      `SELECT l.id, l.agency_id FROM listings l JOIN agencies a ON a.id = l.agency_id
        WHERE a.slug = $1 AND l.reference = $2
          AND NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.listing_id = l.id)`,
      [agencySlug, reference],
    );
    for (const listing of rows) {
      for (const [position, name] of demoPhotoFiles(reference).entries()) {
        const photo = await renditions(readFileSync(resolve(DEMO_PHOTOS_DIR, name)));
        const key = randomUUID();
        for (const size of Object.keys(photo.files) as PhotoSize[]) {
          await storage.put(photoKey('listing-photos', key, size), photo.files[size], 'image/webp');
        }
        await client.query(
          `INSERT INTO listing_photos (listing_id, agency_id, position, storage_key, width, height, bytes)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [listing.id, listing.agency_id, position, key, photo.width, photo.height, photo.files.large.length],
        );
        added += 1;
      }
    }
  }
  return added;
}
