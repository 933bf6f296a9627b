// P12: the JavaScript a visitor downloads to open a public booking page (/book/{slug}), gzipped: the
// entry chunk and everything it imports statically, plus the booking page's lazy chunk and its own
// static imports, read from the Vite manifest of web's build. The widget loader does not exist yet.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BOOKING_PAGE = 'src/pages/BookingPage.tsx';
const BUDGET_KB = 120;

/** Every chunk a manifest key pulls in through static imports, itself included. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

export function bookingPageChunks(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  if (!manifest[BOOKING_PAGE]) throw new Error(`${BOOKING_PAGE} is not a chunk of its own in the manifest`);
  const keys = withStaticImports(manifest, BOOKING_PAGE, withStaticImports(manifest, entry));
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export default {
  id: 'P12',
  what: 'public booking page, widget loader',
  target: `JS ≤ ${BUDGET_KB} KB gz; loader ≤ 5 KB gz`,
  async measure() {
    const manifestPath = join(WEB_DIST, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error('web/dist/.vite/manifest.json missing: run `npm run build -w web`');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const files = bookingPageChunks(manifest);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file))).length, 0);
    const kb = bytes / 1024;
    return {
      product: `${kb.toFixed(1)} KB gz in ${files.length} chunks; loader n/a — widget not built yet`,
      baseline: '—',
      ratio: `${((kb / BUDGET_KB) * 100).toFixed(0)} % of budget`,
      verdict: kb <= BUDGET_KB ? 'meets (page); loader n/a' : 'misses',
    };
  },
};
