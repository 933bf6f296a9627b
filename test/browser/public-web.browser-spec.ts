import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { createAgency, createUser, TEST_PASSWORD } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

const PHONE = { width: 375, height: 812 };

// The page's globals, typed here: the tests compile without the DOM library.
interface BrowserGlobals {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  localStorage: { getItem(key: string): string | null };
  document: {
    documentElement: { lang: string; scrollWidth: number; clientWidth: number; scrollHeight: number };
    activeElement: { id: string; textContent: string } | null;
  };
}

describe('the public site: routes, toolbar, footer, languages, navigation', () => {
  const suite = browserSuite({ workers: 0 });

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const toolbar = (page: Page) => page.getByRole('banner');
  // includeHidden: on a phone the toolbar row is hidden, and what matters there is that the menu has the links.
  const mainNav = (page: Page) =>
    toolbar(page).getByRole('navigation', { name: 'Navigation principale', includeHidden: true });
  const languages = (page: Page) => toolbar(page).getByRole('group', { name: 'Choisir la langue' });
  const links = async (scope: Locator) =>
    Promise.all(
      (await scope.getByRole('link', { includeHidden: true }).all()).map(async (link) => [
        (await link.textContent())?.trim(),
        await link.getAttribute('href'),
      ]),
    );
  const sidewaysScroll = (page: Page) =>
    page.evaluate(
      () =>
        (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth >
        (globalThis as unknown as BrowserGlobals).document.documentElement.clientWidth,
    );

  describe('the route table', () => {
    it.each([
      ['/landing', 'Vos visites se réservent toutes seules, 24\u00a0h/24'],
      ['/privacy', 'Politique de confidentialité'],
      ['/dpa', 'Accord de traitement des données'],
      ['/terms-of-service', 'Conditions générales d’utilisation'],
      ['/cookies', 'Politique de cookies'],
      ['/error', 'Une erreur est survenue'],
      ['/accessdenied', 'Accès refusé'],
      ['/notfound', 'Page introuvable'],
      ['/visits', 'Espace visiteur'],
      ['/visits/home', 'Espace visiteur'],
      ['/agency/personne-de-ce-nom', 'Page introuvable'],
      ['/agent/personne-de-ce-nom', 'Page introuvable'],
      ['/book/personne-de-ce-nom', 'Page de réservation indisponible'],
      ['/masquerade/00000000-0000-0000-0000-000000000000/realtor', 'Accès refusé'],
      ['/masquerade/00000000-0000-0000-0000-000000000000/martian', 'Page introuvable'],
      ['/c/ZZZZZZZZZZ', 'Lien introuvable'],
      ['/i/ZZZZZZZZZZ', 'Lien introuvable'],
      ['/i/ZZZZZZZZZZ/yes', 'Lien introuvable'],
      // The integration token pages are placeholders until integrations are built (the spec does not say
      // what they do): their shapes are checked below, each with its own purpose, as is the rental-file link.
      ['/rf/token', 'Page introuvable'],
      ['/rf/token/accept/de-trop', 'Page introuvable'],
      ['/ultimmo/token/lead/de-trop', 'Page introuvable'],
      ['/immoweb', 'Page introuvable'],
      ['/immoweb/token/de-trop', 'Page introuvable'],
      ['/vb', 'Page introuvable'],
      ['/vb/token/de-trop', 'Page introuvable'],
      ['/une/adresse/inconnue', 'Page introuvable'],
      ['/privacy/de-trop', 'Page introuvable'],
    ])('answers %s with its page', async (path, title) => {
      const { page } = await suite.open({ viewport: PHONE });
      await page.goto(`${path}?lang=fr`);
      await h1(page).filter({ hasText: title }).waitFor();
      expect(await sidewaysScroll(page)).toBe(false);
    });

    // Spec section 2: /rf/{token}/{action} a rental-file link with an action, /ultimmo[/{token}[/{lead}]] and
    // /immoweb/{token} integration entry pages, /vb/{token} a token link. Each says what it is for, not
    // another page's purpose nor the not-found page's.
    it.each([
      // A rental-file action link (issue 21): a made-up token reads as such on the action's own page.
      ['/rf/abc123/accept', 'Dossier locatif', 'Ce lien n’est pas valide.'],
      ['/ultimmo', 'Connexion avec Ultimmo', 'Reliez votre logiciel Ultimmo à Créneau'],
      ['/ultimmo/abc123', 'Connexion avec Ultimmo', 'Reliez votre logiciel Ultimmo à Créneau'],
      ['/ultimmo/abc123/lead-42', 'Connexion avec Ultimmo', 'Reliez votre logiciel Ultimmo à Créneau'],
      ['/immoweb/abc123', 'Connexion avec Immoweb', 'Recevez les demandes de visite venues d’Immoweb'],
      ['/vb/abc123', 'Lien personnel', 'Ce lien personnel vous mène directement à la page qui vous concerne.'],
    ])('answers %s with its own page and purpose', async (path, title, purpose) => {
      const { page } = await suite.open({ viewport: PHONE });
      await page.goto(`${path}?lang=fr`);
      await h1(page).filter({ hasText: title }).waitFor();
      expect(await page.getByRole('main').getByText(purpose).count()).toBe(1);
      expect(await page.title()).toContain(title);
      expect(await sidewaysScroll(page)).toBe(false);
    });

    it('signs out on /signout and sends /usermgmt to the back office', async () => {
      const { page, context } = await suite.open();
      const visitor = await createUser(suite.stack.db.pool, { authType: 'visitor' });
      await signInContext(context, visitor.email, TEST_PASSWORD, 'visits');
      await page.goto('/signout?lang=fr');
      await page.waitForURL(`${suite.stack.baseUrl}/`);
      expect((await context.request.get('/api/auth/me')).status()).toBe(401);

      await page.goto('/usermgmt?lang=fr');
      await page.waitForURL(/\/pro\//);
    });

    it('shows the status and legal pages cleanly at phone and desktop sizes', async () => {
      for (const [viewport, size] of [
        [PHONE, 'phone'],
        [undefined, 'desktop'],
      ] as const) {
        const { page } = await suite.open({ viewport });
        for (const [path, name] of [
          ['/notfound', 'notfound'],
          ['/accessdenied', 'accessdenied'],
          ['/error', 'error'],
          ['/privacy', 'privacy'],
          ['/dpa', 'dpa'],
          ['/terms-of-service', 'terms'],
          ['/cookies', 'cookies'],
        ]) {
          await page.goto(`${path}?lang=fr`);
          await h1(page).waitFor();
          if (path === '/notfound') await page.getByRole('button', { name: 'Accepter', exact: true }).click();
          expect(await seriousViolations(page)).toEqual([]);
          expect(await sidewaysScroll(page)).toBe(false);
          await page.screenshot({ path: `/tmp/page-${name}-${size}.png`, fullPage: true });
        }
      }
    });
  });

  describe('the toolbar', () => {
    it('shows the phone, Login, Visitor and the languages to a signed-out visitor of the home page', async () => {
      const { page } = await suite.open();
      await page.goto('/?lang=fr');
      await mainNav(page).waitFor();
      // The server's HTML has the toolbar at once; the phone comes with the public config, read after hydration.
      await toolbar(page).getByRole('link', { name: 'Appeler le +33 1 99 00 12 34' }).waitFor();
      expect(await toolbar(page).getByRole('link', { name: 'Appeler le +33 1 99 00 12 34' }).isVisible()).toBe(true);
      expect(await links(mainNav(page))).toEqual([
        ['Connexion', '/pro'],
        ['Visiteur', '/visits'],
      ]);
      expect(await languages(page).getByRole('button').allTextContents()).toEqual(['FR', 'NL', 'EN']);
      expect(await toolbar(page).getByRole('link', { name: 'Créneau, retour à l’accueil' }).getAttribute('href')).toBe(
        '/',
      );
    });

    it('keeps the phone to the home page and offers the Realtor button alone on /visits', async () => {
      const { page } = await suite.open();
      await page.goto('/privacy?lang=fr');
      await mainNav(page).waitFor();
      expect(
        await toolbar(page)
          .getByRole('link', { name: /^Appeler le/ })
          .count(),
      ).toBe(0);
      expect(await links(mainNav(page))).toEqual([
        ['Connexion', '/pro'],
        ['Visiteur', '/visits'],
      ]);

      await page.getByRole('link', { name: 'Visiteur', exact: true }).click();
      await h1(page).filter({ hasText: 'Espace visiteur' }).waitFor();
      await mainNav(page).getByRole('link', { name: 'Agent immobilier' }).waitFor();
      expect(await links(mainNav(page))).toEqual([['Agent immobilier', '/pro']]);
      expect(await languages(page).count()).toBe(0);
    });

    it("offers the Visitor button on the back office's sign-in page", async () => {
      const { page } = await suite.open();
      await page.goto('/pro?lang=fr');
      await page.waitForURL(/\/pro\/login/);
      expect(await page.getByRole('link', { name: 'Visiteur' }).getAttribute('href')).toBe('/visits');
    });

    it('puts the short Visitor and Realtor links in the hamburger menu on a phone; Escape closes it', async () => {
      const { page } = await suite.open({ viewport: PHONE });
      await page.goto('/?lang=fr');
      const button = toolbar(page).getByRole('button', { name: 'Ouvrir le menu' });
      await button.waitFor();
      expect(await mainNav(page).isVisible()).toBe(false);
      const menu = toolbar(page).getByRole('navigation', { name: 'Menu' });
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      await menu.waitFor();
      expect(await links(menu)).toEqual([
        ['Visiteur', '/visits'],
        ['Agent', '/pro'],
      ]);
      expect(await toolbar(page).getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/toolbar-menu-phone.png' });

      await menu.getByRole('link', { name: 'Visiteur' }).focus();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      const focused = toolbar(page).getByRole('button', { name: 'Ouvrir le menu' });
      expect(
        await focused.evaluate(
          (element) => element === ((globalThis as unknown as BrowserGlobals).document.activeElement as unknown),
        ),
      ).toBe(true);

      // A link of the menu closes it too, the page it leads to starting with a closed menu.
      await focused.click();
      await menu.getByRole('link', { name: 'Visiteur' }).click();
      await h1(page).filter({ hasText: 'Espace visiteur' }).waitFor();
      expect(await menu.isVisible()).toBe(false);
    });

    it('sends a signed-in visitor to their dashboard, from the toolbar and the menu, with no language switcher', async () => {
      const { page, context } = await suite.open({ viewport: PHONE });
      const visitor = await createUser(suite.stack.db.pool, { authType: 'visitor' });
      await signInContext(context, visitor.email, TEST_PASSWORD, 'visits');
      await page.goto('/privacy?lang=fr');
      await toolbar(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = toolbar(page).getByRole('navigation', { name: 'Menu' });
      expect(await links(menu)).toEqual([['Tableau de bord', '/visits/home']]);
      expect(await links(mainNav(page))).toEqual([['Tableau de bord', '/visits/home']]);
      expect(await languages(page).count()).toBe(0);
    });

    it('sends a signed-in realtor to /pro, and to /pro/visits from the menu', async () => {
      const agency = await createAgency(suite.stack.db.pool);
      const realtor = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
      for (const viewport of [undefined, PHONE]) {
        const { page, context } = await suite.open({ viewport });
        await signInContext(context, realtor.email, TEST_PASSWORD, 'pro');
        await page.goto('/?lang=fr');
        await toolbar(page)
          .getByRole('link', { name: 'Tableau de bord', includeHidden: true })
          .first()
          .waitFor({ state: 'attached' });
        expect(await links(mainNav(page))).toEqual([['Tableau de bord', '/pro']]);
        expect(await links(toolbar(page).getByRole('navigation', { name: 'Menu', includeHidden: true }))).toEqual([
          ['Tableau de bord', '/pro/visits'],
        ]);
        expect(await toolbar(page).getByRole('link', { name: 'Appeler le +33 1 99 00 12 34' }).count()).toBe(1);
        if (viewport === PHONE) {
          await toolbar(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
          await toolbar(page).getByRole('navigation', { name: 'Menu' }).getByRole('link').waitFor();
        } else {
          expect(await mainNav(page).getByRole('link').isVisible()).toBe(true);
        }
      }
    });

    it('wears the Belgian logo for a browser in Europe/Brussels, on every page', async () => {
      const { page } = await suite.open({ timezoneId: 'Europe/Brussels' });
      await page.goto('/privacy?lang=fr');
      await h1(page).waitFor();
      // The server renders the French logo (it cannot know the time zone); React switches it once it runs.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await toolbar(page).locator('.brand-mark[data-market="be"]').waitFor();
      await page.screenshot({
        path: '/tmp/toolbar-belgian-desktop.png',
        clip: { x: 0, y: 0, width: 1280, height: 80 },
      });
    });
  });

  it('shows the footer with its blurb, social and legal links, and not on the agenda of the back office', async () => {
    const { page, context } = await suite.open();
    await page.goto('/privacy?lang=fr');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/Créneau aide les agences immobilières/).waitFor();
    expect(await links(footer.getByRole('navigation', { name: 'Informations légales' }))).toEqual([
      ['Politique de confidentialité', '/privacy'],
      ['Accord de traitement des données', '/dpa'],
      ['Conditions générales d’utilisation', '/terms-of-service'],
      ['Politique de cookies', '/cookies'],
    ]);
    expect(await footer.getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link').count()).toBe(3);

    const agency = await createAgency(suite.stack.db.pool);
    const realtor = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    await signInContext(context, realtor.email, TEST_PASSWORD, 'pro');
    // The back office has its footer (the legal pages) on its other pages: its absence on the agenda is
    // the agenda's own doing, not a back office without one.
    await page.goto('/pro/visits?lang=fr');
    const proFooter = page.getByRole('contentinfo');
    await proFooter.getByRole('link', { name: 'Politique de confidentialité' }).waitFor();
    expect(await links(proFooter.getByRole('navigation', { name: 'Informations légales' }))).toEqual([
      ['Politique de confidentialité', '/privacy'],
      ['Accord de traitement des données', '/dpa'],
      ['Conditions générales d’utilisation', '/terms-of-service'],
      ['Politique de cookies', '/cookies'],
    ]);
    await page.goto('/pro/agenda?lang=fr');
    await page.waitForURL(/\/pro\/agenda/);
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Politique de confidentialité' }).count()).toBe(0);
  });

  it('changes the language from the switcher, remembers it, and lets ?lang= choose', async () => {
    const { page } = await suite.open();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/locales/')) catalogues.push(path);
    });
    await page.goto('/privacy');
    await h1(page).filter({ hasText: 'Politique de confidentialité' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.lang)).toBe(
      'fr',
    );

    await languages(page).getByRole('button', { name: 'NL' }).click();
    await h1(page).filter({ hasText: 'Privacybeleid' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.lang)).toBe(
      'nl',
    );
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('lang'))).toBe(
      'nl',
    );
    expect(
      await toolbar(page)
        .getByRole('group', { name: 'Taal kiezen' })
        .getByRole('button', { name: 'NL' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(catalogues).toEqual(
      expect.arrayContaining(['/locales/fr/global.json', '/locales/nl/global.json', '/locales/nl/legal.json']),
    );

    await page.goto('/privacy');
    await h1(page).filter({ hasText: 'Privacybeleid' }).waitFor();
    await page.goto('/privacy?lang=en');
    await h1(page).filter({ hasText: 'Privacy policy' }).waitFor();
    // The query chooses for the page it is on; the remembered choice stays the person's.
    await page.goto('/privacy');
    await h1(page).filter({ hasText: 'Privacybeleid' }).waitFor();
  });

  it('starts every navigation at the top of the page, back included', async () => {
    const { page } = await suite.open({ viewport: PHONE });
    await page.goto('/landing?lang=fr');
    await h1(page).waitFor();
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    // On a phone the banner covers the footer while it slides away: a click then may land on it.
    await page.getByRole('region', { name: 'Nous respectons votre vie privée' }).waitFor({ state: 'detached' });
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Politique de cookies' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY)).toBeGreaterThan(1000);

    await footerLink.click();
    await h1(page).filter({ hasText: 'Politique de cookies' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY)).toBe(0);

    await page.evaluate(() =>
      (globalThis as unknown as BrowserGlobals).scrollTo(
        0,
        (globalThis as unknown as BrowserGlobals).document.documentElement.scrollHeight,
      ),
    );
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await h1(page).filter({ hasText: 'Vos visites se réservent toutes seules' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY)).toBe(0);
  });

  it('offers a skip link to the main content as the first stop of the keyboard', async () => {
    const { page } = await suite.open();
    await page.goto('/privacy?lang=fr');
    await h1(page).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    expect(
      await skip.evaluate(
        (element) => element === ((globalThis as unknown as BrowserGlobals).document.activeElement as unknown),
      ),
    ).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.activeElement?.id)).toBe(
      'main',
    );
    expect(new URL(page.url()).pathname).toBe('/privacy');
  });
});
