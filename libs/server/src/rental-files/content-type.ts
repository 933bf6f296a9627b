/** What a rental-file document may be, judged by its first bytes. */
export type DocumentContentType = 'pdf' | 'jpeg' | 'png' | 'heic';

// HEIF brands of a phone photo (HEVC-coded): iPhones write heic/mif1, some Android phones heix or hevc.
// AVIF (brand avif) is not a photo format phones use for pages, and is not accepted.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/**
 * The type of a file by its magic bytes, never by its name or the type the browser declares. A PDF must
 * start with `%PDF-` (readers tolerate junk before it; a file that needs that tolerance is refused, which
 * also refuses a zip, an HTML page or an executable named `.pdf`).
 */
export function sniffDocumentType(data: Buffer): DocumentContentType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    const brands = [data.toString('latin1', 8, 12)];
    // An AVIF also lists mif1 among its brands: its major brand tells it apart.
    if (brands[0] === 'avif' || brands[0] === 'avis') return null;
    const boxSize = data.readUInt32BE(0);
    for (let offset = 16; offset + 4 <= Math.min(boxSize, data.length, 64); offset += 4) {
      brands.push(data.toString('latin1', offset, offset + 4));
    }
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/**
 * Width and height as the image's own header announces them, read without decoding anything: a PNG's
 * IHDR, a JPEG's first start-of-frame marker. Null when the header cannot be found (then the file is
 * refused as unreadable, never handed to the decoder).
 */
export function announcedDimensions(data: Buffer, type: 'jpeg' | 'png'): { width: number; height: number } | null {
  if (type === 'png') {
    if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return null;
}

/**
 * Whether a zip archive ends this file: a zip reader finds its central directory from the end (the
 * end-of-central-directory record, whose comment runs exactly to the last byte), so a "PDF" with one is
 * a PDF/zip polyglot, opening as an archive elsewhere. Checking the exact position keeps a PDF's
 * compressed bytes, which may contain the signature by chance, from being mistaken for one.
 */
export function endsWithZipDirectory(data: Buffer): boolean {
  const signature = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  for (
    let offset = data.lastIndexOf(signature);
    offset >= searchFrom;
    offset = data.lastIndexOf(signature, offset - 1)
  ) {
    if (offset + 22 <= data.length && offset + 22 + data.readUInt16LE(offset + 20) === data.length) return true;
    if (offset === 0) break;
  }
  return false;
}
