import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

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

// The standard fonts speak WinAnsi: French and Dutch letters are in it, anything else becomes '?'.
const winAnsi = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u2013\u2014\u2018\u2019\u201c\u201d\u20ac]/g, '?');

/** A one-page A4 bon de visite: who visited what, when, with whom, and the visitor's signature. */
export async function renderVoucherPdf(content: VoucherContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${content.labels.title} - ${content.listing}`));
  pdf.setProducer('Créneau');
  pdf.setCreationDate(new Date());
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const signature = await pdf.embedPng(content.signaturePng);
  let y = 780;
  const line = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    page.drawText(winAnsi(text), {
      x: 56,
      y,
      size: options.size ?? 11,
      font: options.bold ? bold : regular,
      color: rgb(0.11, 0.14, 0.19),
      maxWidth: 483,
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
  page.drawImage(signature, { x: 56, y: y - scaled.height, width: scaled.width, height: scaled.height });
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
