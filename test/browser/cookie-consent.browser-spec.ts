import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

// The page's globals, typed here: the tests compile without the DOM library.
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

describe('cookie consent', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack({ workers: 0 }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const stored = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('cookieConsent'));
  const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

  async function freshPage(storedValue?: string): Promise<Page> {
    const { page } = await openPage(browser, stack.baseUrl);
    if (storedValue !== undefined) {
      await page.addInitScript(
        (value) => (globalThis as unknown as BrowserGlobals).localStorage.setItem('cookieConsent', value),
        storedValue,
      );
    }
    await page.goto('/privacy?lang=fr');
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
    await dialog.getByRole('checkbox', { name: "Mesure d'audience" }).check();
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

    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });
});
