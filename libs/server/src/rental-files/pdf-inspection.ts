import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a document act rather than show: scripts, launching programs, attached files,
 * Flash or XFA forms, submitting or importing data. `/OpenAction` alone (open at a page, a zoom) is
 * harmless; with a script it carries `/JS` or `/JavaScript`, refused here.
 */
export const ACTIVE_PDF_NAMES = [
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'GoToE',
  'SubmitForm',
  'ImportData',
] as const;

// Object streams (PDF 1.5) hide dictionaries, actions included, in compressed streams: they are inflated
// and read too, within a budget so that a stream bomb costs nothing.
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export interface PdfInspection {
  encrypted: boolean;
  activeNames: string[];
  pages: number;
  /** Object streams could not all be read within the budget: the file is refused as unreadable. */
  overBudget: boolean;
}

// A PDF name is `/` then regular characters; `#xx` escapes any byte, so `/J#61vaScript` is `/JavaScript`.
const NAME = /\/([^\s/[\]<>(){}%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text with every name written plainly, so that `/Type/Page` and `/Ty#70e /Pag#65` read alike. */
function normaliseNames(text: string): string {
  return text.replace(NAME, (_, raw: string) => `/${decodeName(raw)}`);
}

function objectStreams(text: string, data: Buffer): { texts: string[]; overBudget: boolean } {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(text))) {
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = normaliseNames(text.slice(dictionaryStart, match.index));
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end + 'endstream'.length;
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary) || !dictionary.includes('/FlateDecode')) continue;
    try {
      const inflated = inflateSync(data.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      texts.push(normaliseNames(inflated.toString('latin1')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { texts, overBudget: true };
      // A damaged stream hides nothing a reader would run either; the rest of the file is still read.
    }
  }
  return { texts, overBudget: false };
}

/**
 * What a PDF holds that decides whether it may enter a rental file, read from its bytes without
 * rendering it: encryption (`/Encrypt` in the trailer), active names, and its pages (objects of type
 * `/Page`, or the largest `/Count` of a page tree, whichever is larger).
 */
export function inspectPdf(data: Buffer): PdfInspection {
  const raw = data.toString('latin1');
  const { texts, overBudget } = objectStreams(raw, data);
  const all = [normaliseNames(raw), ...texts];
  const names = new Set(all.flatMap((text) => [...text.matchAll(NAME)].map(([, name]) => name)));
  const pageObjects = all.reduce((sum, text) => sum + (text.match(/\/Type\s*\/Page(?![A-Za-z0-9])/g)?.length ?? 0), 0);
  const treeCounts = all.flatMap((text) =>
    [
      ...text.matchAll(
        /\/Type\s*\/Pages(?![A-Za-z0-9])[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages(?![A-Za-z0-9])/g,
      ),
    ].map(([, before, after]) => Number(before ?? after)),
  );
  return {
    encrypted: names.has('Encrypt'),
    activeNames: ACTIVE_PDF_NAMES.filter((name) => names.has(name)),
    pages: Math.max(pageObjects, ...treeCounts, 0),
    overBudget,
  };
}
