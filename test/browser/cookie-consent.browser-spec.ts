import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

// The page's globals, typed here: the tests compile without the DOM library.
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { activeElement: unknown };
}

describe('cookie consent', () => {
  const suite = browserSuite({ workers: 0 });

  const stored = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('cookieConsent'));
  const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

  async function freshPage(storedValue?: string): Promise<Page> {
    const { page } = await openPage(suite.browser, suite.stack.baseUrl);
    if (storedValue !== undefined) {
      await page.addInitScript(
        (value) => (globalThis as unknown as BrowserGlobals).localStorage.setItem('cookieConsent', value),
        storedValue,
      );
    }
    await page.goto('/privacy?lang=fr');
    // The policy's text (its own chunk and catalogue) arrives after the footer and pushes it down the page: a
    // click on « Gérer les cookies » made in between would land where the button was (seen on a slow CI).
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('shows the banner until a choice, then writes version 5 with every service on Accept', async () => {
    const page = await freshPage();

    await banner(page).getByText('Nous utilisons des cookies uniquement à des fins essentielles.').waitFor();
    expect(await stored(page)).toBeNull();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await banner(page).waitFor({ state: 'detached' });

    expect(JSON.parse((await stored(page))!)).toEqual({ version: 5, choices: ['recaptcha', 'google_analytics'] });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it("keeps the spec's first screen when no optional service is configured: Accept and Customize only", async () => {
    const page = await freshPage();

    await banner(page).waitFor();
    expect(await banner(page).getByRole('button').allInnerTexts()).toEqual(['Accepter', 'Personnaliser']);
  });

  it('says nothing of hosting in the EU nor of any sub-processor when the install does not', async () => {
    const page = await freshPage('{"version":5,"choices":["recaptcha"]}');

    await page.getByText('L’exploitant n’a déclaré aucun sous-traitant', { exact: false }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('hébergés dans l’Union européenne');
    expect(text).not.toContain('hébergées dans l’Union européenne');
    expect(text).toContain('Le pays où les données sont hébergées figure dans la liste des sous-traitants');
  });

  it('keeps the essential service locked on and saves only what was toggled, or refuses all', async () => {
    const page = await freshPage();

    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vos préférences en matière de cookies' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'reCAPTCHA' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'reCAPTCHA' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect(JSON.parse((await stored(page))!)).toEqual({ version: 5, choices: ['recaptcha'] });

    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await dialog.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect(JSON.parse((await stored(page))!).choices).toEqual(['recaptcha', 'google_analytics']);

    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await dialog.getByRole('button', { name: 'Tout refuser' }).click();
    expect(JSON.parse((await stored(page))!).choices).toEqual(['recaptcha']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['of another version', '{"version":4,"choices":["recaptcha"]}'],
    ['with an unknown service', '{"version":5,"choices":["recaptcha","tracker"]}'],
    ['without choices', '{"version":5}'],
  ])('discards a stored value %s and shows the banner again', async (_, value) => {
    const page = await freshPage(value);

    await banner(page).waitFor();
    // The init script sets the value before each load; what matters is that the app removed it.
    expect(
      await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('cookieConsent')),
    ).toBeNull();
  });

  it('keeps a valid stored choice and hides the banner', async () => {
    const page = await freshPage('{"version":5,"choices":["recaptcha"]}');

    expect(await banner(page).count()).toBe(0);
  });

  it('opens the preferences as a modal dialog: focus inside, the page behind out of reach, focus given back', async () => {
    const page = await freshPage('{"version":5,"choices":["recaptcha"]}');
    const manage = page.getByRole('button', { name: 'Gérer les cookies' });
    await manage.click();
    const dialog = page.getByRole('dialog', { name: 'Vos préférences en matière de cookies' });
    await dialog.waitFor();
    expect(await dialog.getByText('Services essentiels').isVisible()).toBe(true);
    expect(await dialog.getByText('Autres services').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/cookie-preferences-desktop.png' });

    // Tab after tab, the focus never lands on the page behind (showModal makes it inert); past the last
    // button it goes to the browser's own controls (the body, seen from the page), then back inside.
    const focusIs = () =>
      dialog.evaluate((element) => {
        const active = (globalThis as unknown as { document: { activeElement: unknown; body: unknown } }).document;
        if ((element as unknown as { contains(node: unknown): boolean }).contains(active.activeElement))
          return 'dialog';
        return active.activeElement === active.body ? 'browser' : 'page';
      });
    const seen = new Set<string>();
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      seen.add(await focusIs());
    }
    expect([...seen].sort()).toEqual(['browser', 'dialog']);
    const isInDialog = async () => (await focusIs()) === 'dialog';
    // The page behind does not take clicks while the dialog is open.
    await dialog.getByRole('button', { name: 'Enregistrer' }).focus();
    await page.getByRole('heading', { level: 1 }).click({ force: true });
    expect(await isInDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(
      await manage.evaluate((element) => element === (globalThis as unknown as BrowserGlobals).document.activeElement),
    ).toBe(true);
    // Escape chose nothing: the stored choice is the one from before.
    expect(JSON.parse((await stored(page))!)).toEqual({ version: 5, choices: ['recaptcha'] });
  });
});
