import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { browserSuite } from '../support/browser-suite';

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');
const href = (page: Page, selector: string) => page.locator(selector).first().getAttribute('href');

describe('public pages found, shared and read before their script runs', () => {
  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
    // One listing of the agent with a photo: what a shared link shows.
    await suite.stack.db.pool.query(
      `INSERT INTO listing_photos (listing_id, agency_id, position, storage_key, width, height, bytes)
       SELECT l.id, l.agency_id, 0, 'listing-photos/shared-link-cover', 1600, 1200, 1000
         FROM listings l JOIN users u ON u.id = l.agent_id
        WHERE u.public_slug = 'claire-martin' ORDER BY l.created_at LIMIT 1`,
    );
  });

  // A browser with JavaScript off sees what a crawler, a link preview or a slow phone sees first.
  async function withoutScripts(): Promise<Page> {
    const context = await suite.browser.newContext({ baseURL: suite.stack.baseUrl, javaScriptEnabled: false });
    return context.newPage();
  }

  it("names the agent and the first available day in the booking page's HTML", async () => {
    const page = await withoutScripts();
    await page.goto('/book/claire-martin?lang=fr');

    // The page itself, rendered by the server: the agent's listings under the agency's name.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Réserver une visite avec Claire Martin');
    expect(await page.locator('.booking-page__kicker').textContent()).toBe('Agence du Marais');
    expect(await page.getByText(/^Premier jour disponible\u00a0: \p{L}+ \d{1,2} \p{L}+$/u).count()).toBe(1);
    await page.context().close();
  });

  it('gives each public page its title, description, canonical, alternates and Open Graph tags', async () => {
    const page = await withoutScripts();
    const base = suite.stack.env.PUBLIC_URL ?? suite.stack.baseUrl;
    await page.goto('/book/claire-martin?lang=nl');

    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.title()).toBe('Een bezoek boeken – Agence du Marais');
    expect(await meta(page, 'meta[name="description"]')).toContain('Agence du Marais');
    expect(await href(page, 'link[rel="canonical"]')).toBe(`${base}/book/claire-martin?lang=nl`);
    for (const language of ['fr', 'nl', 'en'])
      expect(await href(page, `link[rel="alternate"][hreflang="${language}"]`)).toBe(
        `${base}/book/claire-martin?lang=${language}`,
      );
    expect(await meta(page, 'meta[property="og:title"]')).toBe('Een bezoek boeken – Agence du Marais');
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);

    await page.goto('/agency/agence-du-marais?lang=fr');
    expect(await page.title()).toBe('Agence du Marais – réservez une visite en ligne');
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
    await page.goto('/agent/claire-martin?lang=en');
    expect(await page.title()).toBe('Claire Martin, Agence du Marais – book a viewing');
    await page.goto('/?lang=fr');
    expect(await meta(page, 'meta[name="description"]')).toContain('SMS');
    await page.goto('/visits?lang=fr');
    expect(await page.title()).toBe('Espace visiteur – Créneau');
    expect(await meta(page, 'meta[name="description"]')).toContain('vos visites');
    await page.context().close();
  });

  it('answers /robots.txt as a robots file and lists the agency and agent pages in a sitemap', async () => {
    const { context } = await suite.open();
    const robots = await context.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(
      /^User-agent: \*\n[\s\S]*Disallow: \/pro\n[\s\S]*Disallow: \/visits\/\n[\s\S]*Sitemap: \S+\/sitemap\.xml/,
    );

    const sitemap = await (await context.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/agency/agence-du-marais</loc>');
    expect(sitemap).toContain('/agent/claire-martin</loc>');
    expect(sitemap).toContain('/agency/immo-sablon</loc>');
    expect(sitemap).not.toContain('/pro');
  });

  it("shows the back office's sign-in form before its script, in the language asked", async () => {
    const page = await withoutScripts();
    await page.goto('/pro/login?lang=nl');

    // What a phone paints first: the form itself, not a spinner waiting for react-admin's bundle (issue 32).
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Aanmelden voor professionals');
    expect(await page.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Wachtwoord').getAttribute('type')).toBe('password');
    expect(await page.getByRole('button', { name: 'Aanmelden' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/pro/forgot-password',
    );
    await page.context().close();
  });

  it('signs in from the server-rendered sign-in form and shows a refusal in words', async () => {
    const { page, context } = await suite.open();
    await page.goto('/pro/login?lang=fr');
    await page.getByLabel('E-mail').fill('claire.martin@agence-du-marais.example');
    await page.getByLabel('Mot de passe').fill('not the password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').getByText('E-mail ou mot de passe incorrect.').waitFor();

    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/pro/visits');
    await page.getByRole('menuitem', { name: 'Annonces' }).waitFor();
    await context.close();
  });
});
