import type { Page } from 'playwright-core';
import { seedDemo } from '../../libs/server/src/seed';
import { browserSuite } from '../support/browser-suite';

// The page's globals, typed here: the tests compile without the DOM library.
interface Node {
  textContent: string | null;
}
interface BrowserGlobals {
  __serverHeading?: Node & Record<string, unknown>;
  document: {
    documentElement: { lang: string };
    querySelector(selector: string): (Node & Record<string, unknown>) | null;
    querySelectorAll(selector: string): { length: number };
  };
}

const PAGES = ['/', '/agency/agence-du-marais', '/agent/claire-martin', '/book/claire-martin', '/visits'];
// Each page's own chunk, which its HTML asks the browser to fetch at once.
const CHUNKS: Record<string, string> = {
  '/': 'LandingPage',
  '/agency/agence-du-marais': 'AgencyPage',
  '/agent/claire-martin': 'AgentPage',
  '/book/claire-martin': 'BookingPage',
  '/visits': 'VisitorAreaPage',
};

describe('public pages rendered by the server and taken over by the browser (hydration)', () => {
  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
  });

  /**
   * Opens `path` with the site's script held back until the server's heading is marked (a property on the
   * node, not an attribute), then lets it run and waits until React owns that node.
   */
  async function openHydrated(path: string, locale: string) {
    const opened = await suite.open({ viewport: { width: 390, height: 844 }, locale });
    const { page } = opened;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module script, held back here.
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('#server-state', { state: 'attached' });
    const serverHeading = await page.evaluate(() => {
      const heading = (globalThis as unknown as BrowserGlobals).document.querySelector('#root h1');
      if (heading) (globalThis as unknown as BrowserGlobals).__serverHeading = heading;
      return heading?.textContent ?? null;
    });
    release();
    await page.waitForFunction(() => {
      const heading = (globalThis as unknown as BrowserGlobals).__serverHeading;
      return heading !== undefined && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
    return { page, messages, serverHeading };
  }

  const sameHeading = (page: Page) =>
    page.evaluate(() => {
      const now = (globalThis as unknown as BrowserGlobals).document.querySelector('#root h1');
      return now !== null && now === (globalThis as unknown as BrowserGlobals).__serverHeading;
    });

  describe.each([
    ['fr-FR', 'fr'],
    ['nl-BE', 'nl'],
  ])('in %s', (locale, language) => {
    it.each(PAGES)('keeps the server-rendered nodes of %s, with no console error', async (path) => {
      const { page, messages, serverHeading } = await openHydrated(path, locale);

      expect(serverHeading).toBeTruthy();
      expect(await sameHeading(page)).toBe(true);
      expect(await page.locator('h1').first().textContent()).toBe(serverHeading);
      expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.lang)).toBe(
        language,
      );
      expect(messages).toEqual([]);
    });
  });

  it('renders and hydrates in the language of ?lang=, whatever the browser asks', async () => {
    const { page, messages, serverHeading } = await openHydrated('/visits?lang=nl', 'fr-FR');

    expect(serverHeading).toBe('Mijn bezoeken');
    expect(await sameHeading(page)).toBe(true);
    expect(messages).toEqual([]);
  });

  it.each(PAGES)(
    'sends %s with its chunk, stylesheet and catalogues to fetch at once, and no inline script',
    async (path) => {
      const { context } = await suite.open();
      const html = await (await context.request.get(path, { headers: { 'Accept-Language': 'nl-BE' } })).text();

      expect(html).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${CHUNKS[path]}-[^"]+\\.js" />`),
      );
      for (const catalogue of ['/locales/nl/global.json', '/locales/nl/web.json', '/locales/fr/global.json'])
        expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${catalogue}" />`);
      // The page's own styles come with the HTML, not once its chunk has run.
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" \/>/);
      // Every <script> has a src, but the server's state, which is JSON.
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(
        scripts.filter((attributes) => !/ src="/.test(attributes) && !/type="application\/json"/.test(attributes)),
      ).toEqual([]);
      expect(scripts.filter((attributes) => /type="application\/json"/.test(attributes))).toEqual([
        ' type="application/json" id="server-state"',
      ]);
    },
  );

  it('leaves the pages it does not render on the server to the browser', async () => {
    const { context } = await suite.open();
    const html = await (await context.request.get('/privacy')).text();

    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-state"');
  });
});
