import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { FileStorage } from '../storage';
import { DocumentRefusal } from './document-refusal';
import { storeRentalDocument } from './document-store';
import { sanitiseDocumentName } from './file-name';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_SIDE, MAX_PDF_PAGES, validateDocumentUpload } from './upload-validation';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A tiny PDF: a catalog, a page tree of `pages` pages, and whatever `extra` adds to the catalog. */
function pdf({ pages = 1, extra = '', trailer = '' } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  const pageObjects = Array.from(
    { length: pages },
    (_, index) => `${index + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n`,
  ).join('');
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj\n${pageObjects}` +
      `trailer << /Root 1 0 R /Size ${pages + 3} ${trailer} >>\n%%EOF\n`,
    'latin1',
  );
}

/** A PDF 1.5 whose catalog action hides in a compressed object stream. */
function pdfWithObjectStream(hidden: string): Buffer {
  const inner = Buffer.from(`4 0 << /S /JavaScript ${hidden} >>`, 'latin1');
  const compressed = deflateSync(inner);
  return Buffer.concat([
    pdf({ extra: '/OpenAction 4 0 R' }).subarray(0, -6),
    Buffer.from(
      `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
    ),
    compressed,
    Buffer.from('\nendstream endobj\n%%EOF\n'),
  ]);
}

function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive's local header and central directory: what a `.zip` renamed `fiche-de-paie.pdf` starts with. */
const zipNamedPdf = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('x.pdf')]);

/** A zip's end-of-central-directory record (no comment): what a PDF/zip polyglot ends with. */
const zipDirectory = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

/** The ftyp box of an iPhone photo (brand heic), without any picture after it. */
const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64),
]);

async function refusal(data: Buffer, originalName = 'document.pdf'): Promise<DocumentRefusal> {
  const error = await validateDocumentUpload({ data, originalName }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DocumentRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('the upload validation of a rental-file document', () => {
  it('accepts a plain PDF as received, with its page count and SHA-256', async () => {
    const data = pdf({ pages: 3 });
    const document = await validateDocumentUpload({ data, originalName: 'Avis d’imposition 2026.pdf' });

    expect(document).toMatchObject({ mimeType: 'application/pdf', extension: 'pdf', pages: 3, size: data.length });
    expect(document.data.equals(data)).toBe(true);
    expect(document.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(document.name).toBe('Avis d’imposition 2026.pdf');
  });

  it.each([
    ['/Encrypt in the trailer', pdf({ trailer: '/Encrypt 9 0 R' }), 'DOCUMENT_ENCRYPTED'],
    ['/JavaScript', pdf({ extra: '/Names << /JavaScript 9 0 R >>' }), 'DOCUMENT_ACTIVE_CONTENT'],
    [
      '/OpenAction with /JS',
      pdf({ extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
      'DOCUMENT_ACTIVE_CONTENT',
    ],
    ['/Launch', pdf({ extra: '/OpenAction << /S /Launch /F (cmd.exe) >>' }), 'DOCUMENT_ACTIVE_CONTENT'],
    ['/EmbeddedFile', pdf({ extra: '/Names << /EmbeddedFiles 9 0 R >>' }), 'DOCUMENT_ACTIVE_CONTENT'],
    [
      'a name hidden by #xx escapes',
      pdf({ extra: '/OpenAction << /S /J#61vaScript /J#53 (x) >>' }),
      'DOCUMENT_ACTIVE_CONTENT',
    ],
    ['a script in a compressed object stream', pdfWithObjectStream('/JS (app.alert(1))'), 'DOCUMENT_ACTIVE_CONTENT'],
    [`more than ${MAX_PDF_PAGES} pages`, pdf({ pages: MAX_PDF_PAGES + 1 }), 'DOCUMENT_TOO_MANY_PAGES'],
    ['no page at all', Buffer.from('%PDF-1.4\n%%EOF\n'), 'DOCUMENT_UNREADABLE'],
  ])('refuses a PDF with %s', async (_, data, code) => {
    expect((await refusal(data)).code).toBe(code);
  });

  it('names the active parts of a refused PDF in its details', async () => {
    const refused = await refusal(
      pdf({ extra: '/OpenAction << /S /JavaScript /JS (x) >> /Names << /EmbeddedFiles 9 0 R >>' }),
    );
    expect(refused.details).toEqual({ names: ['/JavaScript', '/JS', '/EmbeddedFiles'] });
  });

  it('accepts a PDF whose bytes hold the zip signature by chance, away from its end', async () => {
    const data = Buffer.concat([pdf().subarray(0, -6), Buffer.from('% PK\x05\x06 in a comment\n%%EOF\n', 'latin1')]);
    expect((await validateDocumentUpload({ data, originalName: 'x.pdf' })).pages).toBe(1);
  });

  it('allows an /OpenAction that only opens a page', async () => {
    const document = await validateDocumentUpload({
      data: pdf({ extra: '/OpenAction [3 0 R /Fit]' }),
      originalName: 'bail.pdf',
    });
    expect(document.pages).toBe(1);
  });

  it.each([
    ['a zip named .pdf', zipNamedPdf, 'fiche-de-paie.pdf', 'DOCUMENT_TYPE_NOT_ACCEPTED'],
    [
      'HTML named .jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'photo.jpg',
      'DOCUMENT_TYPE_NOT_ACCEPTED',
    ],
    [
      'a PDF that is also a zip (polyglot)',
      Buffer.concat([pdf(), zipDirectory]),
      'scan.pdf',
      'DOCUMENT_TYPE_NOT_ACCEPTED',
    ],
    ['a PDF after junk bytes', Buffer.concat([Buffer.from('MZ'), pdf()]), 'scan.pdf', 'DOCUMENT_TYPE_NOT_ACCEPTED'],
    ['the EICAR test file', Buffer.from(EICAR, 'latin1'), 'eicar.pdf', 'DOCUMENT_MALWARE'],
    ['EICAR inside a PDF', Buffer.concat([pdf(), Buffer.from(EICAR, 'latin1')]), 'scan.pdf', 'DOCUMENT_MALWARE'],
    ['a PNG announcing 100 000 × 100 000 pixels', pngHeader(100_000, 100_000), 'scan.png', 'DOCUMENT_TOO_MANY_PIXELS'],
    ['a PNG announcing 0 pixels', pngHeader(0, 10), 'scan.png', 'DOCUMENT_TOO_MANY_PIXELS'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'photo.jpg', 'DOCUMENT_UNREADABLE'],
  ])('refuses %s', async (_, data, name, code) => {
    expect((await refusal(data, name)).code).toBe(code);
  });

  it('refuses a file over 20 MB before reading it, saying the limit', async () => {
    const refused = await refusal(Buffer.concat([pdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]));
    expect(refused.code).toBe('DOCUMENT_TOO_LARGE');
    expect(refused.details).toMatchObject({ maxBytes: 20 * 1024 * 1024 });
  });

  it('refuses the decompression bomb from its header, in a few milliseconds', async () => {
    const started = Date.now();
    const refused = await refusal(pngHeader(100_000, 100_000), 'bomb.png');
    expect(refused.details).toEqual({ width: 100_000, height: 100_000, maxPixels: 50_000_000 });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('compresses a phone photo of a page to a readable JPEG, upright, without its metadata', async () => {
    // A 4032 × 3024 photo taken with the phone turned (EXIF orientation 6), with a GPS-bearing EXIF block.
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#f4f1ea' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="4032" height="3024"><text x="200" y="400" font-size="120">Bulletin de paie</text></svg>',
          ),
        },
      ])
      .jpeg({ quality: 98 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Phone', Model: 'Camera' } } })
      .toBuffer();
    const document = await validateDocumentUpload({ data: photo, originalName: 'IMG_0042.JPG' });
    const metadata = await sharp(document.data).metadata();

    expect(document).toMatchObject({
      mimeType: 'image/jpeg',
      extension: 'jpg',
      name: 'IMG_0042.jpg',
      receivedType: 'jpeg',
    });
    expect([metadata.width, metadata.height]).toEqual([Math.round((MAX_IMAGE_SIDE * 3024) / 4032), MAX_IMAGE_SIDE]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(document.size).toBeLessThan(photo.length);
    expect(document.sha256).toBe(createHash('sha256').update(document.data).digest('hex'));
  });

  it('keeps a screenshot lossless (PNG) and never enlarges it', async () => {
    const screenshot = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const document = await validateDocumentUpload({ data: screenshot, originalName: 'capture.png' });
    expect(document.mimeType).toBe('image/png');
    expect(await sharp(document.data).metadata()).toMatchObject({ width: 800, height: 600, format: 'png' });
  });

  it('gives a PNG sent under a .pdf name the extension of what it is', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await validateDocumentUpload({ data: png, originalName: 'releve.pdf' })).name).toBe('releve.png');
  });

  // A real HEIC (HEVC-coded, 480 × 640, made with libheif's heif-enc from a drawn page): see test/fixtures.
  const heicPage = readFileSync(join(__dirname, '../../../../test/fixtures/payslip-page.heic'));

  it('converts an HEIC phone photo to a readable JPEG without its metadata', async () => {
    const document = await validateDocumentUpload({ data: heicPage, originalName: 'IMG_0001.HEIC' });
    expect(document).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg', receivedType: 'heic', pages: 1 });
    expect(document.name).toBe('IMG_0001.jpg');
    const metadata = await sharp(document.data).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(document.sha256).toBe(createHash('sha256').update(document.data).digest('hex'));
    // The page drawn dark on light reads as such: the top-left corner is the paper, not black.
    const { data } = await sharp(document.data).extract({ left: 0, top: 0, width: 8, height: 8 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(Math.min(...data)).toBeGreaterThan(200);
  });

  it('refuses an HEIC whose container announces too many pixels, before decoding it', async () => {
    const bomb = Buffer.from(heicPage);
    const ispe = bomb.indexOf('ispe', 0, 'latin1');
    // ispe: 4 bytes of version and flags, then width and height.
    bomb.writeUInt32BE(20_000, ispe + 8);
    bomb.writeUInt32BE(20_000, ispe + 12);
    expect((await refusal(bomb, 'IMG_0002.HEIC')).code).toBe('DOCUMENT_TOO_MANY_PIXELS');
  });

  it('refuses an HEIC that holds no picture with its own code', async () => {
    const refused = await refusal(heicHeader, 'IMG_0001.HEIC');
    expect(refused.code).toBe('DOCUMENT_HEIC_NOT_SUPPORTED');
  });

  it('refuses an AVIF picture, though its brands include mif1', async () => {
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypavif\0\0\0\0mif1avif', 'latin1')]);
    expect((await refusal(Buffer.concat([avif, Buffer.alloc(64)]), 'photo.avif')).code).toBe(
      'DOCUMENT_TYPE_NOT_ACCEPTED',
    );
  });
});

describe('the name a document is shown under', () => {
  it.each([
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Documents\\fiche.pdf', 'pdf', 'fiche.pdf'],
    ['facture\u202Efdp.exe', 'pdf', 'facturefdp.pdf'],
    ['bulletin\u0000\u0007\r\n.pdf', 'pdf', 'bulletin.pdf'],
    ['..', 'png', 'document.png'],
    ['', 'jpg', 'document.jpg'],
    ['a<b>:c?.jpeg', 'jpg', 'a_b__c_.jpg'],
  ])('makes %j, a %s, into %j', (original, extension, expected) => {
    expect(sanitiseDocumentName(original, extension)).toBe(expected);
  });

  it('caps a long name at 120 characters, extension kept, without cutting a character in half', () => {
    const name = sanitiseDocumentName(`${'é'.repeat(100)}${'😀'.repeat(50)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('the storage of a validated document', () => {
  it('writes under a key the server makes, never from the uploaded name', async () => {
    const written: { key: string; contentType: string; data: Buffer }[] = [];
    const storage: FileStorage = {
      put: (key, data, contentType) => Promise.resolve(void written.push({ key, data, contentType })),
      get: () => Promise.resolve(null),
      deletePrefix: () => Promise.resolve(),
    };
    const document = await validateDocumentUpload({ data: pdf(), originalName: '../../../x.pdf' });
    const owner = '6F1C2A4E-1111-4222-8333-944455556666';
    const { storageKey } = await storeRentalDocument(storage, owner, document);

    expect(storageKey).toMatch(/^rental-files\/6f1c2a4e-1111-4222-8333-944455556666\/[0-9a-f-]{36}\.pdf$/);
    expect(written).toEqual([{ key: storageKey, data: document.data, contentType: 'application/pdf' }]);
  });
});
