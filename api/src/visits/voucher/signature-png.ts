import { ApiError } from '../../common/api-error';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// A signature drawn on a phone, at the screen's pixel density: a few hundred pixels each way. Anything
// larger is refused before decoding: a PNG of 5000 × 5000 pixels compresses to 130 KB and decodes to
// 75 MB, the CPU time of which stalled every request (issue 35).
export const SIGNATURE_MAX_SIDE = 2_000;
export const SIGNATURE_MAX_PIXELS = 2_000_000;
// The bytes of the PNG itself: a drawn signature is mostly flat colour, tens of kilobytes.
export const SIGNATURE_MAX_BYTES = 200_000;

/** The PNG bytes of a data URL, checked by their header alone: magic, IHDR first, and its dimensions. */
export function signaturePng(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  // Signature, IHDR length (13) and type, width, height: the first 24 bytes say what decoding would cost.
  if (png.length < 100 || !png.subarray(0, 8).equals(PNG_MAGIC) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new ApiError(400, 'SIGNATURE_INVALID', 'The signature must be a PNG image');
  }
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (
    png.length > SIGNATURE_MAX_BYTES ||
    width > SIGNATURE_MAX_SIDE ||
    height > SIGNATURE_MAX_SIDE ||
    width * height > SIGNATURE_MAX_PIXELS
  ) {
    throw new ApiError(413, 'SIGNATURE_TOO_LARGE', 'The signature image is too large', {
      width,
      height,
      bytes: png.length,
      maxSide: SIGNATURE_MAX_SIDE,
      maxBytes: SIGNATURE_MAX_BYTES,
    });
  }
  return png;
}
