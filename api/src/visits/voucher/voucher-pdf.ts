import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { voucherFonts } from './voucher-fonts';

export interface VoucherContent {
  labels: {
    title: string;
    intro: string;
    agency: string;
    listing: string;
    address: string;
    date: string;
    visitor: string;
    agent: string;
    signature: string;
    signedAt: string;
    legal: string;
  };
  agency: string;
  agencyIds: string;
  listing: string;
  address: string;
  date: string;
  visitor: string;
  agent: string;
  signedAt: string;
  signaturePng: Buffer;
}

const LEFT = 56;
const WIDTH = 483;
const INK = rgb(0.11, 0.14, 0.19);

/**
 * The text cut into lines no wider than `width`, at spaces, and inside a word only when the word alone
 * is wider (a long address or reference): drawn lines never overlap the margin or each other.
 */
export function wrapText(text: string, font: PDFFont, size: number, width = WIDTH): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.normalize('NFC').split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** A one-page A4 bon de visite: who visited what, when, with whom, and the visitor's signature. */
export async function renderVoucherPdf(content: VoucherContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${content.labels.title} - ${content.listing}`);
  pdf.setProducer('Créneau');
  pdf.setCreationDate(new Date());
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const fonts = voucherFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const signature = await pdf.embedPng(content.signaturePng);
  let y = 780;
  const line = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11;
    const font = options.bold ? bold : regular;
    const lines = wrapText(text, font, size);
    lines.forEach((part, i) => {
      page.drawText(part, { x: LEFT, y, size, font, color: INK });
      if (i < lines.length - 1) y -= size * 1.3;
    });
    y -= options.gap ?? 22;
  };
  line(content.labels.title, { size: 22, bold: true, gap: 30 });
  line(content.labels.intro, { gap: 34 });
  const rows: [string, string][] = [
    [content.labels.agency, `${content.agency}${content.agencyIds ? ` (${content.agencyIds})` : ''}`],
    [content.labels.listing, content.listing],
    [content.labels.address, content.address],
    [content.labels.date, content.date],
    [content.labels.visitor, content.visitor],
    [content.labels.agent, content.agent],
  ];
  for (const [label, value] of rows) {
    line(label, { bold: true, gap: 15, size: 10 });
    line(value, { gap: 26 });
  }
  line(content.labels.signature, { bold: true, gap: 10, size: 10 });
  const scaled = signature.scaleToFit(300, 120);
  page.drawImage(signature, { x: LEFT, y: y - scaled.height, width: scaled.width, height: scaled.height });
  page.drawRectangle({
    x: 52,
    y: y - 124,
    width: 308,
    height: 128,
    borderColor: rgb(0.8, 0.82, 0.86),
    borderWidth: 1,
  });
  y -= 150;
  line(`${content.labels.signedAt} ${content.signedAt}`, { size: 10, gap: 30 });
  line(content.labels.legal, { size: 8 });
  return Buffer.from(await pdf.save());
}
