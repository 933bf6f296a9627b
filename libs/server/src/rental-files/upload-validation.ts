import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { announcedDimensions, endsWithZipDirectory, sniffDocumentType, type DocumentContentType } from './content-type';
import { DocumentRefusal } from './document-refusal';
import { decodeHeic } from './heic';
import { sanitiseDocumentName } from './file-name';
import { inspectPdf } from './pdf-inspection';

/** Issue 21: at most 20 MB per document, as received (before any conversion). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
// 50 megapixels, as for listing photos: any phone camera's normal mode passes (a 50 MP sensor writes
// 8160 × 6120); a decompression bomb is refused from its header, before libvips decodes anything.
export const MAX_DOCUMENT_PIXELS = 50_000_000;
// A rental-file document is a few pages (three payslips, a tax notice); 50 leaves room for a lease or
// accounts, and bounds what a watermark has to rasterise.
export const MAX_PDF_PAGES = 50;
// A page photographed by a phone is kept at 2480 px on its long side (A4 at 300 dpi across), enough to
// read a payslip's small print, and re-encoded: a 4 MB photo becomes well under 1 MB.
export const MAX_IMAGE_SIDE = 2480;

const EICAR_SIGNATURE = Buffer.from('EICAR-STANDARD-ANTIVIRUS-TEST-FILE', 'latin1');

/**
 * What looks for malware in an upload. The default knows the EICAR test file only, so that the refusal
 * path is tested end to end; a deployment plugs a real scanner (ClamAV's clamd) in behind this interface.
 */
export interface MalwareScanner {
  /** The name of what was found, or null for a clean file. */
  scan(data: Buffer): Promise<string | null>;
}

export const eicarOnlyScanner: MalwareScanner = {
  scan: (data) => Promise.resolve(data.includes(EICAR_SIGNATURE) ? 'EICAR-Test-File' : null),
};

export interface ValidatedDocument {
  /** The bytes to store: the PDF as received, or the image re-encoded without its metadata. */
  data: Buffer;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
  /** What the visitor sent, judged by content (a HEIC photo is stored as JPEG). */
  receivedType: DocumentContentType;
  name: string;
  /** SHA-256 (hex) of `data`, the stored bytes. */
  sha256: string;
  size: number;
  pages: number;
}

function validatePdf(data: Buffer): number {
  if (endsWithZipDirectory(data)) {
    throw new DocumentRefusal('DOCUMENT_TYPE_NOT_ACCEPTED', 'The PDF is also a zip archive (a polyglot file)');
  }
  const { encrypted, activeNames, pages, overBudget } = inspectPdf(data);
  if (encrypted) throw new DocumentRefusal('DOCUMENT_ENCRYPTED', 'Encrypted or password-protected PDFs are refused');
  if (activeNames.length > 0) {
    throw new DocumentRefusal(
      'DOCUMENT_ACTIVE_CONTENT',
      `The PDF holds ${activeNames.map((name) => `/${name}`).join(', ')}`,
      {
        names: activeNames.map((name) => `/${name}`),
      },
    );
  }
  if (overBudget) throw new DocumentRefusal('DOCUMENT_UNREADABLE', 'The PDF’s object streams inflate beyond the limit');
  if (pages === 0) throw new DocumentRefusal('DOCUMENT_UNREADABLE', 'The PDF has no page');
  if (pages > MAX_PDF_PAGES) {
    throw new DocumentRefusal('DOCUMENT_TOO_MANY_PAGES', `PDFs are limited to ${MAX_PDF_PAGES} pages`, {
      pages,
      maxPages: MAX_PDF_PAGES,
    });
  }
  return pages;
}

function refuseOverPixels(width: number, height: number): void {
  if (width * height > MAX_DOCUMENT_PIXELS || width === 0 || height === 0) {
    throw new DocumentRefusal('DOCUMENT_TOO_MANY_PIXELS', `Images are limited to ${MAX_DOCUMENT_PIXELS} pixels`, {
      width,
      height,
      maxPixels: MAX_DOCUMENT_PIXELS,
    });
  }
}

async function reencodeImage(data: Buffer, type: 'jpeg' | 'png' | 'heic'): Promise<Buffer> {
  // A HEIC photo is decoded apart (sharp cannot, see decodeHeic), its size checked from the container
  // before decoding; then it goes through the same pipeline as a JPEG, from raw pixels.
  const input =
    type === 'heic'
      ? await decodeHeic(data, MAX_DOCUMENT_PIXELS, refuseOverPixels).then(({ data: raw, width, height }) => ({
          data: raw,
          options: { raw: { width, height, channels: 4 as const }, limitInputPixels: MAX_DOCUMENT_PIXELS },
        }))
      : { data, options: { limitInputPixels: MAX_DOCUMENT_PIXELS, failOn: 'error' as const } };
  if (type !== 'heic') {
    const announced = announcedDimensions(data, type);
    if (!announced) throw new DocumentRefusal('DOCUMENT_UNREADABLE', 'The image header cannot be read');
    refuseOverPixels(announced.width, announced.height);
    let metadata: sharp.Metadata;
    try {
      // metadata() reads the header only.
      metadata = await sharp(data, input.options).metadata();
    } catch {
      throw new DocumentRefusal('DOCUMENT_UNREADABLE', 'The image cannot be read');
    }
    refuseOverPixels(metadata.width ?? 0, metadata.height ?? 0);
  }
  try {
    // rotate() applies the EXIF orientation (a page photographed sideways reads upright; libheif already
    // turned a HEIC upright); the output keeps no metadata, so no GPS position of the visitor's home
    // travels with their payslip.
    const pipeline = sharp(input.data, input.options)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // libheif hands RGBA over: the alpha goes, on white, as JPEG has none.
    if (type === 'heic') pipeline.flatten({ background: '#ffffff' });
    // A screenshot (PNG) stays lossless, text sharp; photos become a JPEG of readable quality. libjpeg, not
    // mozjpeg: mozjpeg's trellis search made a 12 MP photo's upload three times slower (700 against 250 ms
    // on one core, bench P15) for a file about a quarter smaller, kept three months at most.
    return type === 'png'
      ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
      : await pipeline.jpeg({ quality: 80 }).toBuffer();
  } catch {
    throw new DocumentRefusal('DOCUMENT_UNREADABLE', 'The image is damaged or cannot be decoded');
  }
}

/**
 * The validation pipeline of a rental-file upload: size, malware, type by content, then per type its
 * limits (pages and active content of a PDF, pixels of an image read from its header before decoding).
 * Throws a DocumentRefusal with a stable code; returns what to store, with its hash and a clean name.
 */
export async function validateDocumentUpload(
  upload: { data: Buffer; originalName: string },
  scanner: MalwareScanner = eicarOnlyScanner,
): Promise<ValidatedDocument> {
  const { data, originalName } = upload;
  if (data.length > MAX_DOCUMENT_BYTES) {
    throw new DocumentRefusal('DOCUMENT_TOO_LARGE', 'Documents are limited to 20 MB', {
      bytes: data.length,
      maxBytes: MAX_DOCUMENT_BYTES,
    });
  }
  const found = await scanner.scan(data);
  if (found) throw new DocumentRefusal('DOCUMENT_MALWARE', `Malware found: ${found}`);
  const type = sniffDocumentType(data);
  if (!type) throw new DocumentRefusal('DOCUMENT_TYPE_NOT_ACCEPTED', 'Documents must be PDF, JPEG, PNG or HEIC');
  const stored =
    type === 'pdf'
      ? { data, pages: validatePdf(data), mimeType: 'application/pdf' as const, extension: 'pdf' as const }
      : type === 'png'
        ? { data: await reencodeImage(data, type), pages: 1, mimeType: 'image/png' as const, extension: 'png' as const }
        : {
            data: await reencodeImage(data, type),
            pages: 1,
            mimeType: 'image/jpeg' as const,
            extension: 'jpg' as const,
          };
  return {
    ...stored,
    receivedType: type,
    name: sanitiseDocumentName(originalName, stored.extension),
    sha256: createHash('sha256').update(stored.data).digest('hex'),
    size: stored.data.length,
  };
}
