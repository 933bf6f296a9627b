// P12: the JavaScript a visitor downloads to open a public booking page (/book/{slug}), gzipped: the
// entry chunk and everything it imports statically, plus the booking page's lazy chunk and its own
// static imports, read from the Vite manifest of web's build; and the widget loader (/widget.js) an
// agency's site loads before any of it. A build older than its sources is rebuilt first: a figure of
// yesterday's code would be a wrong figure.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { log } from '../lib/context.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = join(ROOT, 'web');
const WEB_DIST = join(WEB, 'dist');
const MANIFEST = join(WEB_DIST, '.vite/manifest.json');
const LOADER = join(WEB_DIST, 'widget.js');
const BOOKING_PAGE = 'src/pages/BookingPage.tsx';
const BUDGET_KB = 120;
const LOADER_BUDGET_KB = 5;
// What the web build is made of: its sources, its configuration, the shared contracts it bundles.
const SOURCES = [join(WEB, 'src'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts'), join(WEB, 'package.json')];
const SHARED_SOURCES = join(ROOT, 'libs/contracts/src');

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

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** Rebuilds web unless its manifest and loader are both newer than everything they are built from. */
function ensureFreshBuild() {
  const built = [MANIFEST, LOADER].every(existsSync)
    ? Math.min(statSync(MANIFEST).mtimeMs, statSync(LOADER).mtimeMs)
    : -Infinity;
  const sources = Math.max(...[...SOURCES, SHARED_SOURCES].filter(existsSync).map(newestChange));
  if (built >= sources) return;
  log('P12: web/dist is missing or older than its sources, building web first');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
}

const gzippedKb = (path) => gzipSync(readFileSync(path)).length / 1024;

export default {
  id: 'P12',
  what: 'public booking page, widget loader',
  target: `JS ≤ ${BUDGET_KB} KB gz; loader ≤ ${LOADER_BUDGET_KB} KB gz`,
  async measure() {
    ensureFreshBuild();
    const files = bookingPageChunks(JSON.parse(readFileSync(MANIFEST, 'utf8')));
    const kb = files.reduce((sum, file) => sum + gzippedKb(join(WEB_DIST, file)), 0);
    const loaderKb = gzippedKb(LOADER);
    const meets = kb <= BUDGET_KB && loaderKb <= LOADER_BUDGET_KB;
    return {
      product: `page ${kb.toFixed(1)} KB gz in ${files.length} chunks; loader ${loaderKb.toFixed(2)} KB gz`,
      baseline: '—',
      ratio: `${((kb / BUDGET_KB) * 100).toFixed(0)} % / ${((loaderKb / LOADER_BUDGET_KB) * 100).toFixed(0)} % of budgets`,
      verdict: meets ? 'meets' : 'misses',
    };
  },
};
