import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

describe('the landing page (/ and /landing), French and Belgian variants', () => {
  // The operator's own contact details, as a self-hoster configures them (not the built-in stand-ins).
  const suite = browserSuite({
    workers: 0,
    env: {
      CONTACT_EMAIL: 'bonjour@agence-test.example',
      CONTACT_PHONE_FR: '+33612345678',
      CONTACT_PHONE_BE: '+32470123456',
    },
  });

  async function landing(
    path: string,
    options: { viewport?: typeof PHONE; timezoneId?: string; brokenTimeZone?: boolean } = {},
  ): Promise<Page> {
    const opening = await suite.open(options);
    const { page } = opening;
    if (options.brokenTimeZone) {
      // An engine that cannot tell its time zone (privacy modes, old engines): resolvedOptions() has none.
      await page.addInitScript(() => {
        const intl = (globalThis as unknown as { Intl: { DateTimeFormat: { prototype: object } } }).Intl;
        const proto = intl.DateTimeFormat.prototype as { resolvedOptions(): object };
        const real = proto.resolvedOptions;
        proto.resolvedOptions = function resolvedOptions(this: unknown) {
          return { ...real.call(this), timeZone: undefined };
        };
      });
    }
    await page.goto(`${path}?lang=fr`);
    await page
      .getByRole('heading', { level: 1, name: 'Vos visites se réservent toutes seules, 24\u00a0h/24' })
      .waitFor();
    // The server renders the French variant (it cannot know the time zone); React picks the market once it runs.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return page;
  }

  /** Nothing wider than the screen: a phone must never scroll sideways. */
  const overflowsSideways = (page: Page) =>
    page.evaluate(() => {
      const root = (
        globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
      ).document.documentElement;
      return root.scrollWidth > root.clientWidth;
    });

  const section = (page: Page, title: string): Locator =>
    page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  const texts = (locator: Locator) => locator.allTextContents();

  it('shows every block of the French variant on the home page, the phone in the toolbar', async () => {
    const page = await landing('/', { viewport: DESKTOP });

    expect(await page.getByText('Pour les agences immobilières en France', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.toolbar .brand-mark').getAttribute('data-market')).toBe('fr');
    expect(await page.getByRole('link', { name: 'Appeler le +33 6 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:+33612345678',
    );
    await page.getByRole('button', { name: 'Gratuit - Demander une démo' }).waitFor();
    expect(await page.getByRole('link', { name: 'Pour une location' }).getAttribute('href')).toBe(
      '/book/claire-martin',
    );
    expect(await page.getByRole('link', { name: 'Pour une vente' }).getAttribute('href')).toBe('/book/hugo-bernard');
    // The whole trust strip on the home page.
    expect(await section(page, 'Ils organisent leurs visites avec Créneau').getByRole('listitem').count()).toBe(6);
    expect(await texts(section(page, 'Moins d’appels, moins de lapins, plus de visites utiles').locator('h3'))).toEqual(
      ['Réservation en ligne 24\u00a0h/24', 'Rappels SMS et e-mail', 'Visiteurs préqualifiés'],
    );

    const portals = section(page, 'Connecté à vos outils et aux portails');
    expect(await texts(portals.locator('.portals__badges li'))).toEqual(['SLSeLoger', 'IWImmoweb']);
    expect((await texts(portals.locator('.portals__software li')))[0]).toBe('Netty');
    const widget = section(page, 'Le bouton de réservation sur votre propre site');
    expect(await widget.locator('pre').textContent()).toBe(
      `<div data-creneau-book="votre-agence"></div>\n<script src="${suite.stack.baseUrl}/widget.js" async></script>`,
    );
    await widget.getByRole('img', { name: 'Exemple du widget de réservation sur le site d’une agence' }).waitFor();
    const rentalFile = page.getByRole('article', { name: 'Exemple de dossier locatif' });
    // The words of a real file (the visitor's editor): labels of the situation and guarantor, categories.
    expect(await rentalFile.getByText('Visale (Action Logement)').isVisible()).toBe(true);
    expect(await rentalFile.getByText('Documents attestant des ressources', { exact: true }).isVisible()).toBe(true);
    const contact = section(page, 'Parlons de votre agence');
    expect(await contact.getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:+33612345678',
    );
    expect(await contact.getByRole('link', { name: 'bonjour@agence-test.example' }).getAttribute('href')).toBe(
      'mailto:bonjour@agence-test.example',
    );
    expect(await contact.getByRole('link', { name: 'Créneau sur LinkedIn' }).count()).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await page.screenshot({ path: '/tmp/landing-fr-desktop.png', fullPage: true });
  });

  it('draws the sample calendar as 10 avatar slots, 5 per row, each a Seller or a Buyer', async () => {
    const page = await landing('/landing');
    const slots = page.locator('.sample-calendar [data-slot]');
    expect(await slots.count()).toBe(10);
    const boxes = await slots.evaluateAll((elements) =>
      elements.map((element) => {
        // Layout positions, not the pop-in animation's scaled boxes.
        const el = element as unknown as {
          style: { gridColumn: string };
          textContent: string;
          offsetLeft: number;
          offsetTop: number;
        };
        return { column: el.style.gridColumn, x: el.offsetLeft, y: el.offsetTop, text: el.textContent };
      }),
    );
    expect(boxes.map(({ column }) => column)).toEqual(['1', '2', '3', '4', '5', '1', '2', '3', '4', '5']);
    // Two rows of five: the same height within a row, the same column position across rows.
    expect(new Set(boxes.slice(0, 5).map(({ y }) => y)).size).toBe(1);
    expect(new Set(boxes.slice(5).map(({ y }) => y)).size).toBe(1);
    expect(boxes[5].y).toBeGreaterThan(boxes[0].y);
    expect(boxes.slice(5).map(({ x }) => x)).toEqual(boxes.slice(0, 5).map(({ x }) => x));
    for (const { text } of boxes) expect(text).toMatch(/(Vendeur|Acquéreur)$/);
  });

  it('shows four trust logos on /landing, no phone in its toolbar, sellers first then the toggle', async () => {
    const page = await landing('/landing', { viewport: PHONE });
    expect(await section(page, 'Ils organisent leurs visites avec Créneau').getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('link', { name: /^Appeler le/ }).count()).toBe(0);

    const sellers = page.getByRole('tab', { name: 'Mes Vendeurs' });
    const seekers = page.getByRole('tab', { name: 'Mes Candidats' });
    expect(await sellers.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Comment ça marche' }).waitFor();
    expect(await panel.getByText(/150\u202f000 propriétaires estiment leur bien en France/).isVisible()).toBe(true);

    await seekers.click();
    expect(await seekers.getAttribute('aria-selected')).toBe('true');
    expect(await panel.locator('.modules__benefits li').count()).toBe(3);
    await panel.getByRole('img', { name: /candidats préqualifiés/ }).waitFor();
    // The tab list works from the keyboard too.
    await seekers.press('ArrowLeft');
    expect(await sellers.getAttribute('aria-selected')).toBe('true');
    expect(
      await page.evaluate(
        () => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id,
      ),
    ).toBe('modules-tab-sellers');

    const comparison = section(page, 'Sans / Avec Mes Candidats');
    expect(await texts(comparison.locator('h3'))).toEqual(['Sans Mes Candidats', 'Avec Mes Candidats']);
    expect(await comparison.locator('li').count()).toBe(8);

    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/landing-fr-phone.png', fullPage: true });
  });

  it('shows the Belgian variant to a browser in Europe/Brussels: logo, phone, copy, portals', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await landing('/', { viewport, timezoneId: 'Europe/Brussels' });
      await page.getByText('Pour les agences immobilières en Belgique', { exact: true }).waitFor();
      expect(await page.locator('.toolbar .brand-mark').getAttribute('data-market')).toBe('be');
      expect(await page.getByRole('link', { name: 'Appeler le +32 470 12 34 56' }).getAttribute('href')).toBe(
        'tel:+32470123456',
      );
      expect(await page.getByText('Agence du Marais').count()).toBe(0);
      const portals = section(page, 'Connecté à vos outils et aux portails');
      expect(await texts(portals.locator('.portals__badges li'))).toEqual(['IWImmoweb', 'SLSeLoger']);
      expect((await texts(portals.locator('.portals__software li')))[0]).toBe('Whise');
      const rentalFile = page.getByRole('article', { name: 'Exemple de dossier locatif' });
      await rentalFile.getByText('Garant (personne)').waitFor();
      expect(await rentalFile.getByText('État civil').isVisible()).toBe(true);
      expect(await rentalFile.getByText('Pièce justificative de domicile').count()).toBe(0);
      expect(await page.getByText(/Visale|en France/).count()).toBe(0);
      expect(
        await page
          .getByRole('tabpanel')
          .getByText(/Bruxelles, de Wallonie et de Flandre/)
          .isVisible(),
      ).toBe(true);
      const contact = section(page, 'Parlons de votre agence');
      expect(await contact.getByRole('link', { name: '+32 470 12 34 56' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Accepter', exact: true }).click();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: `/tmp/landing-be-${name}.png`, fullPage: true });
    }
  });

  it('falls back on the French variant (Europe/Paris) elsewhere and when the time zone cannot be read', async () => {
    for (const options of [
      { timezoneId: 'America/Montreal' },
      { timezoneId: 'Europe/Brussels', brokenTimeZone: true },
    ]) {
      const page = await landing('/', options);
      expect(await page.getByText('Pour les agences immobilières en France', { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('.toolbar .brand-mark').getAttribute('data-market')).toBe('fr');
      // The phone comes with the public config, read once the server's page is taken over.
      await page.getByRole('link', { name: 'Appeler le +33 6 12 34 56 78' }).waitFor();
      expect(await page.getByRole('link', { name: 'Appeler le +33 6 12 34 56 78' }).count()).toBe(1);
    }
  });
});
