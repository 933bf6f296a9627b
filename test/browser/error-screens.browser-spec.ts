import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';

const PHONE = { width: 375, height: 812 };
const UPDATE_TEXT = 'Une mise à jour est disponible\u00a0: actualisez la page.';

describe('the global error screen, and error reports in production', () => {
  // Production: the only environment whose browsers report their errors (to the api's own endpoint).
  const suite = browserSuite({ workers: 0, env: { NODE_ENV: 'production' } });

  async function open(viewport?: typeof PHONE): Promise<Page> {
    const opening = await suite.open({ viewport });
    // Choices made: the banner would otherwise sit on the screens being looked at.
    await opening.page.addInitScript(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'cookieConsent',
        '{"version":5,"choices":["recaptcha"]}',
      ),
    );
    return opening.page;
  }

  /**
   * A booking page whose API answer lacks what the page reads: a real crash of the page, not a test hook.
   * The server renders the page from the real answer, so its HTML comes without what it was rendered from
   * (as when the server's render fails) and the browser renders it, reading the broken answer.
   */
  async function brokenBookingPage(page: Page, slug: string): Promise<void> {
    await page.route(`**/book/${slug}?*`, async (route) => {
      const served = await route.fetch();
      const body = (await served.text()).replace(
        /<script type="application\/json" id="server-state">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response: served, body });
    });
    await page.route(`**/api/public/book/${slug}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
  }

  const reports = () =>
    suite.stack.api
      .output()
      .split('\n')
      .filter((line) => line.includes('client error reported'));

  it("shows '500 / Oups...' in the spec's words when a page crashes, keeps the toolbar, and reports it", async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [undefined, 'desktop'],
    ] as const) {
      const page = await open(viewport);
      const slug = `crash-${size}`;
      await brokenBookingPage(page, slug);
      await page.goto(`/book/${slug}?lang=fr`);

      const screen = page.getByRole('alert');
      await screen.getByRole('heading', { level: 1, name: 'Oups…' }).waitFor();
      // The support address arrives with the site's contact (useContact), after the screen itself.
      await screen.getByRole('link', { name: 'Contacter le support' }).waitFor();
      expect((await screen.innerText()).split(/\n+/)).toEqual([
        '500',
        'Oups…',
        'Notre équipe technique est prévenue. Vous pouvez contacter le support si besoin.',
        'Retour à l’accueil',
        'Contacter le support',
      ]);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Créneau, retour à l’accueil' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/error-500-${size}.png`, fullPage: true });
      await waitFor(async () => reports().some((line) => line.includes(`/book/${slug}`)), 'the crash report');
      expect(reports().find((line) => line.includes(`/book/${slug}`))).toContain('"kind":"render"');

      // Leaving the page leaves the error behind.
      await screen.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Vos visites se réservent toutes seules, 24\u00a0h/24' })
        .waitFor();
    }
  });

  it("offers 'Actualiser la page' when a part of the application cannot load, which reloads it; no report", async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [undefined, 'desktop'],
    ] as const) {
      const page = await open(viewport);
      // As after a deploy: the landing page's chunk of the version in the browser is gone from the server.
      await page.route('**/assets/LandingPage-*.js', (route) => route.abort());
      await page.goto('/landing?lang=fr');

      const screen = page.getByRole('alert');
      await screen.getByRole('heading', { level: 1, name: UPDATE_TEXT }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/error-update-${size}.png`, fullPage: true });

      await page.unroute('**/assets/LandingPage-*.js');
      await Promise.all([
        page.waitForEvent('load'),
        screen.getByRole('button', { name: 'Actualiser la page' }).click(),
      ]);
      await page
        .getByRole('heading', { level: 1, name: 'Vos visites se réservent toutes seules, 24\u00a0h/24' })
        .waitFor();

      // A chunk-load failure is no bug to report: a crash of the same page afterwards is the only report.
      const slug = `after-update-${size}`;
      await brokenBookingPage(page, slug);
      await page.goto(`/book/${slug}?lang=fr`);
      await page.getByRole('heading', { level: 1, name: 'Oups…' }).waitFor();
      await waitFor(async () => reports().some((line) => line.includes(`/book/${slug}`)), 'the crash report');
      expect(reports().filter((line) => line.includes('/landing'))).toEqual([]);
    }
  });
});
