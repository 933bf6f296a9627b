import sharp from 'sharp';
import { MAX_DOCUMENT_PIXELS } from './upload-validation';

/** The legal mention every page an agent sees carries (spec: documents served watermarked). */
export const WATERMARK_TEXT = 'Document exclusivement destiné à la location immobilière';

// Pages are rendered at 110 dpi (an A4 page is 910 × 1286 px): readable on a screen, poor for a reprint.
const PDF_DPI = 110;
const MAX_SIDE = 1600;

export interface WatermarkLabel {
  agencyName: string;
  /** The day of the view, as shown on the page (dd/mm/yyyy). */
  date: string;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** A tile of diagonal lines of text over the whole page, at 35 % opacity: readable through, not cropped off. */
export function watermarkSvg(width: number, height: number, label: WatermarkLabel): Buffer {
  const line = escapeXml(`${WATERMARK_TEXT} · ${label.agencyName} · ${label.date}`);
  const size = Math.max(14, Math.round(Math.min(width, height) / 40));
  const step = size * 5;
  const diagonal = Math.ceil(Math.hypot(width, height));
  // Enough repetitions to cross the rotated page from corner to corner (a glyph is about half its size wide).
  const repeat = Math.ceil((2 * diagonal) / (line.length * size * 0.5)) + 1;
  const rows: string[] = [];
  for (let y = -diagonal; y < diagonal; y += step) {
    const shift = (Math.abs(y / step) % 2) * size * 6;
    rows.push(
      `<text x="${-diagonal + shift}" y="${y}">${Array.from({ length: repeat }, () => line).join(' · ')}</text>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <g transform="translate(${width / 2} ${height / 2}) rotate(-35)" font-family="DejaVu Sans, sans-serif"
         font-size="${size}" fill="#b00020" fill-opacity="0.35">${rows.join('')}</g></svg>`,
  );
}

type MuPdf = typeof import('mupdf', { with: { 'resolution-mode': 'import' } });
let mupdf: Promise<MuPdf> | null = null;

// MuPDF.js is an ES module (WebAssembly), loaded once on the first PDF page an agent opens: under
// module node16, TypeScript keeps this import() as a real dynamic import in the CommonJS output.
async function pdfPage(data: Buffer, page: number): Promise<Buffer> {
  mupdf ??= import('mupdf');
  const { Document, Matrix, ColorSpace } = await mupdf;
  const document = Document.openDocument(data, 'application/pdf');
  try {
    if (page < 1 || page > document.countPages()) throw new RangeError(`No page ${page}`);
    const loaded = document.loadPage(page - 1);
    const pixmap = loaded.toPixmap(Matrix.scale(PDF_DPI / 72, PDF_DPI / 72), ColorSpace.DeviceRGB, false, true);
    try {
      return Buffer.from(pixmap.asPNG());
    } finally {
      pixmap.destroy();
      loaded.destroy();
    }
  } finally {
    document.destroy();
  }
}

/**
 * One page of a stored document as an agent may see it: rasterised (a PDF's text and layers are gone) with
 * the watermark burnt into the pixels, as a JPEG. Images have one page.
 */
export async function watermarkedPage(
  document: { data: Buffer; mimeType: string },
  page: number,
  label: WatermarkLabel,
): Promise<Buffer> {
  if (document.mimeType !== 'application/pdf' && page !== 1) throw new RangeError(`No page ${page}`);
  const raster = document.mimeType === 'application/pdf' ? await pdfPage(document.data, page) : document.data;
  const base = await sharp(raster, { limitInputPixels: MAX_DOCUMENT_PIXELS })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  return sharp(base.data)
    .composite([{ input: watermarkSvg(width, height, label), top: 0, left: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
