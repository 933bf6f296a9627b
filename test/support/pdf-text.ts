import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text of a PDF's first page as a reader extracts it: each shown string mapped back to Unicode
 * through its font's ToUnicode table, one string a line. Enough for the PDFs the product draws
 * (pdf-lib's hex strings in Identity-H fonts, or literal strings in the standard fonts).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0).node;
  const resolve = (object: PDFObject | undefined) => (object instanceof PDFRef ? pdf.context.lookup(object) : object);
  const resources = resolve(page.get(PDFName.of('Resources'))) as PDFDict;
  const fonts = resolve(resources.get(PDFName.of('Font'))) as PDFDict;
  const maps = new Map<string, Map<number, string> | null>();
  for (const [name, ref] of fonts.entries()) {
    const toUnicode = (resolve(ref) as PDFDict).get(PDFName.of('ToUnicode'));
    maps.set(name.asString(), toUnicode ? cmapOf(streamText(resolve(toUnicode) as PDFRawStream)) : null);
  }
  const contents = resolve(page.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
  const lines: string[] = [];
  let map: Map<number, string> | null = null;
  for (const stream of streams) {
    for (const match of streamText(stream as PDFRawStream).matchAll(
      /(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      if (match[1]) map = maps.get(match[1]) ?? null;
      else if (match[2] !== undefined) lines.push(decodeHex(match[2], map));
      else lines.push(match[3].replace(/\\(.)/g, '$1'));
    }
  }
  return lines;
}

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** Glyph id → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(from, 16), utf16(to));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, first] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(from, 16);
      for (let code = start; code <= parseInt(to, 16); code += 1) {
        const last = parseInt(first.slice(-4), 16) + code - start;
        map.set(code, utf16(first.slice(0, -4) + last.toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

function decodeHex(hex: string, map: Map<number, string> | null): string {
  if (!map) return Buffer.from(hex, 'hex').toString('latin1');
  let text = '';
  for (let i = 0; i < hex.length; i += 4) text += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
  return text;
}
