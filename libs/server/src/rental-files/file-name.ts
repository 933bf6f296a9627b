/** Longest name kept, extension included: enough for "Bulletin de salaire septembre 2026.pdf". */
export const MAX_NAME_LENGTH = 120;

// Control characters (C0, DEL, C1), bidirectional controls that make "fdp.exe" read as "exe.pdf"
// (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width characters and the BOM.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Characters Windows refuses in names; replaced so that a download keeps its name everywhere.
const RESERVED = /[<>:"|?*]/g;

/**
 * The name a document is shown and downloaded under: the last segment of what the browser sent (no
 * directory, no `..`), without control or bidi characters, capped in length, and ending with the
 * extension of what the file really is (the content decides, never the name). The storage key never
 * derives from it.
 */
export function sanitiseDocumentName(original: string, extension: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.[^.]{1,8}$/, '').replace(/[. ]+$/, '');
  const suffix = `.${extension}`;
  // Code points, not UTF-16 units, so that an emoji is never cut in half.
  const capped = Array.from(stem)
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trim();
  return `${capped || 'document'}${suffix}`;
}
