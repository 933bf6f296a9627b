import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// DejaVu Sans covers every alphabet of the European Union (Latin with all its diacritics, Greek,
// Cyrillic): "Łukasz", "Ştefan" and "Øster" print as written. The standard PDF fonts speak WinAnsi only
// and printed '?' for them (issue 29). Read once per process; embedded as a subset of the glyphs used.
const TTF_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let cached: { regular: Buffer; bold: Buffer } | undefined;

export function voucherFonts(): { regular: Buffer; bold: Buffer } {
  cached ??= {
    regular: readFileSync(join(TTF_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(join(TTF_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return cached;
}
