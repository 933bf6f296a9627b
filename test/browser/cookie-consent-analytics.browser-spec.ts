import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { waitFor } from '../support/processes';

// The page's globals, typed here: the tests compile without the DOM library.
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

const DAY_MS = 86_400_000;

// An install with audience measurement and a full legal notice: the banner must refuse as easily as it
// accepts, each choice leaves a dated proof on the server, and /privacy names who receives the data.
describe('cookie consent and legal notice of an install with audience measurement', () => {
  const suite = browserSuite({
    workers: 0,
    env: {
      // Nothing is ever sent there without consent, and nothing listens.
      ANALYTICS_ENDPOINT: 'http://127.0.0.1:9/api/event',
      OPERATOR_NAME: 'Visites Exemple SAS',
      OPERATOR_REGISTRATION: 'RCS Paris 123 456 789',
      PRIVACY_EMAIL: 'privacy@visites.example',
      DPO_EMAIL: 'dpo@visites.example',
      HOSTED_IN_EU: 'true',
      TWILIO_AUTH_TOKEN: 'test-token',
      SUBPROCESSORS: JSON.stringify([
        { name: 'Scaleway SAS', purpose: 'hosting', countries: ['FR'], transfer: 'none' },
      ]),
    },
  });

  const read = (page: Page, key: string) =>
    page.evaluate((name) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(name), key);
  const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

  it('says on the first screen that audience is measured and offers "Tout refuser" like "Accepter"', async () => {
    const { page } = await suite.open();
    await page.goto('/privacy?lang=fr');

    await banner(page).getByText('Avec votre accord, nous mesurons l’audience de ce site', { exact: false }).waitFor();
    const accept = banner(page).getByRole('button', { name: 'Accepter', exact: true });
    const refuse = banner(page).getByRole('button', { name: 'Tout refuser' });
    expect(await refuse.isVisible()).toBe(true);
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(Math.abs(acceptBox!.height - refuseBox!.height)).toBeLessThan(2);
    await refuse.click();
    await banner(page).waitFor({ state: 'detached' });

    expect(JSON.parse((await read(page, 'cookieConsent'))!)).toEqual({ version: 5, choices: ['recaptcha'] });
    const proof = JSON.parse((await read(page, 'cookieConsentProof'))!) as { id: string; at: string };
    const row = await waitFor(async () => {
      const { rows } = await suite.stack.db.pool.query<{ choices: string[]; text_version: string }>(
        'SELECT choices, text_version FROM consent_proofs WHERE id = $1',
        [proof.id],
      );
      return rows[0];
    }, 'the proof of the choice');
    expect(row).toEqual({ choices: ['recaptcha'], text_version: expect.stringMatching(/^\d{4}-\d\d-\d\d:analytics$/) });
  });

  it('asks again once a choice is six months old, and not before', async () => {
    const stale = await suite.open();
    const fresh = await suite.open();
    const seed = (page: Page, daysAgo: number) =>
      page.addInitScript(
        (at) => {
          const storage = (globalThis as unknown as BrowserGlobals).localStorage;
          storage.setItem('cookieConsent', '{"version":5,"choices":["recaptcha"]}');
          if (!storage.getItem('cookieConsentProof'))
            storage.setItem('cookieConsentProof', JSON.stringify({ id: null, at }));
        },
        new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      );
    await seed(stale.page, 183);
    await seed(fresh.page, 170);

    await stale.page.goto('/privacy?lang=fr');
    await fresh.page.goto('/privacy?lang=fr');

    await banner(stale.page).waitFor();
    await fresh.page.getByRole('heading', { level: 1 }).waitFor();
    await fresh.page.waitForTimeout(300);
    expect(await banner(fresh.page).count()).toBe(0);
  });

  it('names the operator, its DPO, EU hosting and every sub-processor with its transfer tool in /privacy and /dpa', async () => {
    const { page } = await suite.open();
    await page.addInitScript(() =>
      (globalThis as unknown as BrowserGlobals).localStorage.setItem(
        'cookieConsent',
        '{"version":5,"choices":["recaptcha"]}',
      ),
    );
    await page.goto('/privacy?lang=fr');
    await page.getByRole('table').waitFor();

    const text = await page.locator('main').innerText();
    expect(text).toContain('Visites Exemple SAS');
    expect(text).toContain('RCS Paris 123 456 789');
    expect(text).toContain('dpo@visites.example');
    expect(text).toContain('hébergés dans l’Union européenne');
    expect(text).not.toContain('privacy@creneau.example');
    expect(text).not.toContain('uniquement à l');
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(/Scaleway SAS\s+Hébergement.*\s+France\s+Aucun transfert/),
      expect.stringMatching(
        /Twilio Inc\.\s+Envoi et réception des SMS\s+États-Unis\s+Cadre de protection des données UE–États-Unis/,
      ),
    ]);

    // The annex follows the install's settings, which load after the page's own text: held back here, the
    // annex must say nothing rather than "no sub-processors".
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/config', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dpa?lang=fr');
    await page.getByRole('heading', { name: /Annexe.: sous-traitants ultérieurs/ }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('aucun sous-traitant');
    release();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
  });
});
