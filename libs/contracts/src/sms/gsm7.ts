// GSM 03.38: the 7-bit alphabet every handset decodes. One character outside it turns the whole SMS into
// UCS-2, which cuts a segment from 160 to 70 characters and so multiplies the bill.
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Sent as escape + character: each counts as two septets.
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const EXTENSION = new Set(GSM7_EXTENSION);
// Every SMS is checked when claimed: one native scan instead of a Set lookup a character (bench P7). Built on
// first use: made at load, the bundlers could not drop them (nor this alphabet) from pages that never use them.
const inClass = (chars: string) => chars.replace(/[\\\]\[^-]/g, '\\$&');
let patterns: { notGsm7: RegExp; extension: RegExp; transliterated: RegExp } | undefined;
function compiled() {
  return (patterns ??= {
    notGsm7: new RegExp(`[^${inClass(GSM7_BASIC + GSM7_EXTENSION)}]`, 'u'),
    extension: new RegExp(`[${inClass(GSM7_EXTENSION)}]`, 'gu'),
    // Most French texts are transliterated (an apostrophe ’, a ê): one native replace, not an array a character.
    transliterated: new RegExp(`[${inClass(Object.keys(TRANSLITERATIONS).join(''))}]`, 'gu'),
  });
}

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (extension characters count two), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

// Single segment / per segment of a concatenated message (the user data header takes the rest).
const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

export function isGsm7(text: string): boolean {
  return !compiled().notGsm7.test(text);
}

/** Lengths of the characters as the handset encodes them; an escape pair or a surrogate pair is never split. */
function unitLengths(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (char) => (encoding === 'GSM-7' ? (EXTENSION.has(char) ? 2 : 1) : char.length));
}

export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  // GSM-7's characters are all one UTF-16 unit, its extension ones two septets; UCS-2 counts UTF-16 units.
  const units = encoding === 'GSM-7' ? text.length + (text.match(compiled().extension)?.length ?? 0) : text.length;
  const { single, multi } = LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1 };
  const lengths = unitLengths(text, encoding);
  let segments = 1;
  let used = 0;
  for (const length of lengths) {
    if (used + length > multi) {
      segments += 1;
      used = 0;
    }
    used += length;
  }
  return { encoding, units, segments };
}

// French, Dutch and typographic characters outside GSM-7, with the nearest GSM-7 spelling. é è à ù É
// and ä ö ü ñ are GSM-7 and kept. ç becomes c: GSM-7 only has the capital Ç.
const TRANSLITERATIONS: Record<string, string> = {
  ê: 'e',
  ë: 'e',
  â: 'a',
  á: 'a',
  ã: 'a',
  î: 'i',
  ï: 'i',
  í: 'i',
  ô: 'o',
  ó: 'o',
  õ: 'o',
  û: 'u',
  ú: 'u',
  ÿ: 'y',
  ç: 'c',
  œ: 'oe',
  Ê: 'E',
  Ë: 'E',
  È: 'E',
  Â: 'A',
  Á: 'A',
  À: 'A',
  Î: 'I',
  Ï: 'I',
  Ô: 'O',
  Ó: 'O',
  Û: 'U',
  Ù: 'U',
  Ú: 'U',
  Ÿ: 'Y',
  Œ: 'OE',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2039': "'",
  '\u203A': "'",
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2026': '...',
  '\u2013': '-',
  '\u2014': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2022': '-',
  '\u200B': '',
  '\u2060': '',
  '\uFEFF': '',
};

/**
 * The text to send: transliterated to GSM-7 when that makes all of it GSM-7, else unchanged (an emoji
 * makes it UCS-2 anyway, and then the accents cost nothing).
 */
export function toGsm7IfPossible(text: string): string {
  if (isGsm7(text)) return text;
  const transliterated = text.normalize('NFC').replace(compiled().transliterated, (char) => TRANSLITERATIONS[char]);
  return isGsm7(transliterated) ? transliterated : text;
}
