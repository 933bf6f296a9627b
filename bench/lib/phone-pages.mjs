// P19's measurement, shared by its rows (p19-public-pages, p19-back-office, p19-static-floor): Lighthouse
// with its default mobile profile (a mid-range phone on a slow 4G link, simulated), driven against Debian's
// Chromium, on the product as `npm start` serves it (the api process serving web/dist and dashboard/dist,
// compressed, with the demo agencies seeded), and on a floor that holds no product code. Measured once per
// run, whichever of the rows asks first.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi } from './api-process.mjs';
import { log } from './context.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = join(ROOT, 'web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const PUBLIC_PAGES = [
  ['home', '/?lang=fr'],
  ['agency', '/agency/agence-du-marais?lang=fr'],
  ['agent', '/agent/claire-martin?lang=fr'],
  ['booking', '/book/claire-martin?lang=fr'],
  ['visitor area', '/visits?lang=fr'],
];
export const BACK_OFFICE_PAGES = [
  // The sign-in screen's own address: /pro itself sends the browser there by script, a navigation
  // Lighthouse does not follow (NO_FCP).
  ['sign-in', '/pro/login?lang=fr', false],
  ['agent home', '/pro/visits?lang=fr', true],
];
const AGENT = { email: 'hugo.bernard@agence-du-marais.example', password: 'Creneau-Demo-2026!' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of `url`; the scores out of 100, LCP in seconds, CLS. */
async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  keepReport(url, lhr);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    ttfb: lhr.audits['server-response-time']?.numericValue ?? 0,
    failing: [...new Set(['accessibility', 'best-practices', 'seo'].flatMap(failing))],
  };
}

// BENCH_LIGHTHOUSE_DIR: each run's full Lighthouse report is written there (its long tasks, main-thread
// breakdown, LCP element), to see what a figure is made of.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
let reports = 0;

function keepReport(url, lhr) {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(REPORT_DIR, `${String(++reports).padStart(2, '0')}-${name}.json`), JSON.stringify(lhr));
}

// Lighthouse loses a trace now and then on a busy machine (NO_NAVSTART, NO_FCP): that run is made again.
const ATTEMPTS = 3;

async function retried(run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`P19: ${error.message}; again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

/** The median of each number over the trials (each number on its own, as Lighthouse's own guidance does). */
async function audited(chrome, url, trials) {
  const runs = [];
  for (let trial = 0; trial < trials; trial++) runs.push(await retried(() => audit(chrome, url)));
  const numbers = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((run) => run[key]))])),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

async function seed(ctx, storageDir) {
  const { LocalDiskStorage } = await import('@creneau/server');
  const { seedDemo } = await import(pathToFileURL(join(ROOT, 'libs/server/dist/seed/index.js')).href);
  await seedDemo(ctx.database.url, new Date(), new LocalDiskStorage(storageDir));
}

/** The demo agent's session cookies, as the API sets them (Set-Cookie lines). */
async function agentCookies(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ ...AGENT, area: 'pro' }),
  });
  if (!response.ok) throw new Error(`the demo agent could not sign in: ${response.status}`);
  return response.headers.getSetCookie();
}

/**
 * A Chromium holding the demo agent's session, as a browser that signed in does: cookies belong to a host,
 * not a port, so a page on another port of 127.0.0.1 that sets them sets them for the api too. Lighthouse
 * clears caches and storage between runs, never cookies.
 */
async function signedInChrome(cookies, flags) {
  let served;
  const set = new Promise((resolve) => (served = resolve));
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Set-Cookie': cookies, 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>signed in</title>');
    served();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const chrome = await launch({ ...flags, startingUrl: `http://127.0.0.1:${server.address().port}/` });
  await set;
  server.close();
  return chrome;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
};

/**
 * The floor: the booking page's own HTML as the product sends it, without a single script (no script tag,
 * no module preload), its stylesheets from web/dist, served by a bare node:http server that sends the build's
 * brotli or gzip copies and caches as the product does, and the page's photos (read once from the api). What a phone needs to show a page of that weight,
 * with no product code at all.
 */
async function startFloor(productHtml, apiUrl) {
  // The page's photos, read once from the api and then served as plain files like the rest.
  const media = new Map();
  for (const [path] of productHtml.matchAll(/\/api\/media\/[^"'\s)]+/g)) {
    const response = await fetch(`${apiUrl}${path}`);
    if (response.ok)
      media.set(path, { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) });
  }
  const html = productHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '');
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://floor').pathname;
    if (path === '/' || path === '/book') {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
      res.end(html);
      return;
    }
    if (path === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('User-agent: *\nAllow: /\n');
      return;
    }
    const photo = media.get(path);
    if (photo) {
      res.writeHead(200, { 'Content-Type': photo.type, 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.end(photo.body);
      return;
    }
    const file = normalize(join(WEB_DIST, path));
    if (!file.startsWith(WEB_DIST) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find(
      (name) => accepts.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`),
    );
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/book`,
    close: () => new Promise((done) => server.close(done)),
  };
}

async function measureAll(ctx) {
  const trials = Number(ctx.config.BENCH_TRIALS);
  const storageDir = mkdtempSync(join(tmpdir(), 'creneau-bench-p19-'));
  const cleanup = [() => rmSync(storageDir, { recursive: true, force: true })];
  try {
    log('P19: seeding the demo agencies');
    await seed(ctx, storageDir);
    const api = await startApi(ctx, { STORAGE_DIR: storageDir });
    cleanup.push(api.stop);
    const flags = {
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    };
    const chrome = await launch(flags);
    cleanup.push(() => chrome.kill());
    const results = { public: [], backOffice: [], floor: null };
    // A first visit of each page warms the api (its server renderer, the database's caches), as a
    // running product is; Lighthouse clears the browser's cache before each of its runs.
    for (const [, path] of [...PUBLIC_PAGES, ...BACK_OFFICE_PAGES]) await fetch(`${api.baseUrl}${path}`);
    for (const [name, path] of PUBLIC_PAGES) {
      log(`P19: Lighthouse on ${name} (${path}), ${trials} trial(s)`);
      results.public.push({ name, ...(await audited(chrome, `${api.baseUrl}${path}`, trials)) });
    }
    const signedIn = await signedInChrome(await agentCookies(api.baseUrl), flags);
    cleanup.push(() => signedIn.kill());
    for (const [name, path, asAgent] of BACK_OFFICE_PAGES) {
      log(`P19: Lighthouse on the back office's ${name} (${path})`);
      results.backOffice.push({
        name,
        ...(await audited(asAgent ? signedIn : chrome, `${api.baseUrl}${path}`, trials)),
      });
    }
    const floor = await startFloor(
      await (await fetch(`${api.baseUrl}/book/claire-martin?lang=fr`)).text(),
      api.baseUrl,
    );
    cleanup.push(floor.close);
    log('P19: Lighthouse on the static floor page');
    results.floor = await audited(chrome, floor.url, trials);
    for (const row of [...results.public, ...results.backOffice, { name: 'floor', ...results.floor }])
      log(`P19: ${describe(row)}`);
    return results;
  } finally {
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => undefined);
  }
}

export const describe = (row) =>
  `${row.name}: perf ${row.performance}, LCP ${row.lcp.toFixed(2)} s, CLS ${row.cls.toFixed(3)}, FCP ${row.fcp.toFixed(2)} s, ` +
  `TBT ${Math.round(row.tbt)} ms, server ${Math.round(row.ttfb)} ms, ` +
  `a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}${row.failing.length ? ` (failing: ${row.failing.join(', ')})` : ''}`;

const measured = new WeakMap();

/** Lighthouse's figures for every P19 page and the floor, measured once per bench run. */
export function phonePages(ctx) {
  if (!measured.has(ctx)) measured.set(ctx, measureAll(ctx));
  return measured.get(ctx);
}
