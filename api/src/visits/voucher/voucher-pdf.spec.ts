import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { pdfText } from '../../../../test/support/pdf-text';
import { voucherFonts } from './voucher-fonts';
import { renderVoucherPdf, wrapText, type VoucherContent } from './voucher-pdf';

// A name in every alphabet and with the letters of every official language of the European Union.
const EU_NAMES = [
  'Łukasz Ştefan Øster',
  'Żaneta Świątek-Wróbel',
  'Ștefan Țurcanu',
  'Řehoř Dvořák',
  'Ľubomír Kňažko',
  'Őrs Szőke-Gyűrű',
  'Ąžuolas Čiūrlionis',
  'Ģirts Ķēniņš',
  'Ħelena Ġużeppi Żammit',
  'Đurđa Šimić',
  'Tõnu Õunapuu',
  'Åsa Ærø Strauß',
  'Seán Ó Briain',
  'Joaquín Peña Conceição',
  'Σωκράτης Παπαδόπουλος',
  'Стефан Иванов Ъглов',
];

async function content(visitor: string, address = '12 rue de la Paix, 75002 Paris'): Promise<VoucherContent> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const labels = ['title', 'intro', 'agency', 'listing', 'address', 'date', 'visitor', 'agent', 'signature'];
  return {
    labels: {
      ...(Object.fromEntries(labels.map((key) => [key, key])) as VoucherContent['labels']),
      signedAt: 'signedAt',
      legal: 'legal',
    },
    agency: 'Agence Ŝ',
    agencyIds: 'SIREN 123456789',
    listing: 'REF-1 - Appartement',
    address,
    date: '1 June 2026',
    visitor,
    agent: 'Zoë Ĳsselmeer',
    signedAt: '1 June 2026',
    signaturePng: png,
  };
}

describe('the bon de visite PDF (issue 29)', () => {
  it.each(EU_NAMES)('prints %s as written', async (name) => {
    const lines = await pdfText(await renderVoucherPdf(await content(name)));

    expect(lines).toContain(name);
    expect(lines.join('\n')).not.toMatch(/[?\uFFFD]/);
  });

  it('wraps a long line inside the margins instead of running over', async () => {
    const long = `${'Résidence Les Jardins de la Sérénité, bâtiment Ł, '.repeat(6)}75002 Paris`;
    const lines = await pdfText(await renderVoucherPdf(await content('Łukasz Ştefan Øster', long)));

    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const font = await pdf.embedFont(voucherFonts().regular);
    const wrapped = wrapText(long, font, 11);
    expect(wrapped.length).toBeGreaterThan(2);
    for (const part of wrapped) expect(font.widthOfTextAtSize(part, 11)).toBeLessThanOrEqual(483);
    expect(wrapped.join(' ')).toBe(long);
    for (const part of wrapped) expect(lines).toContain(part);
  });
});
