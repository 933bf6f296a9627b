import decode from 'heic-decode';
import { DocumentRefusal } from './document-refusal';

/** What heic-decode's `all` returns (its published types leave out the sizes and dispose). */
type HeifImages = { width: number; height: number; decode(): Promise<{ data: Uint8ClampedArray }> }[] & {
  dispose(): void;
};

const unreadable = () => new DocumentRefusal('DOCUMENT_HEIC_NOT_SUPPORTED', 'This HEIC photo cannot be decoded');

/**
 * A phone photo in HEIC (HEVC-coded HEIF) decoded to raw RGBA. sharp's prebuilt libvips reads AVIF only
 * (the HEVC patents keep its decoder out), so this goes through libheif compiled to WebAssembly
 * (heic-decode over libheif-js, LGPL-3.0 with libde265). The container is parsed first and the primary
 * image's announced size checked by `checkPixels` before anything is decoded; libheif applies the
 * container's rotation and mirroring, so the pixels come out upright.
 */
export async function decodeHeic(
  data: Buffer,
  checkPixels: (width: number, height: number) => void,
): Promise<{ data: Buffer; width: number; height: number }> {
  let images: HeifImages;
  try {
    images = (await decode.all({ buffer: data })) as unknown as HeifImages;
  } catch {
    throw unreadable();
  }
  try {
    const [primary] = images;
    if (!primary) throw unreadable();
    checkPixels(primary.width, primary.height);
    const { data: rgba } = await primary.decode().catch(() => {
      throw unreadable();
    });
    return {
      data: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength),
      width: primary.width,
      height: primary.height,
    };
  } finally {
    images.dispose();
  }
}
