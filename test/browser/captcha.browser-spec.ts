import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { createUser } from '../support/factories';
import { fakeSiteVerify } from '../support/siteverify-peer';
import { browserSuite } from '../support/browser-suite';

/**
 * Stands in for Google's reCAPTCHA script (no network here): execute() answers the given token for the
 * action the form names, as Google signs the action into the token (see siteverify-peer.ts).
 */
async function stubRecaptcha(page: Page, token: string): Promise<void> {
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: (cb) => cb(), execute: async (_key, { action }) => ${JSON.stringify(token)} + ':' + action };`,
    }),
  );
}

describe('captcha on the public forms when a reCAPTCHA secret is configured', () => {
  let verify: Awaited<ReturnType<typeof fakeSiteVerify>>;

  beforeAll(async () => {
    verify = await fakeSiteVerify();
  });

  afterAll(() => {
    verify?.close();
  });

  // Read once the fake siteverify above has started: the api checks the tokens there.
  const suite = browserSuite(() => ({
    workers: 0,
    env: { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: verify.url },
  }));

  async function signInWith(token: string): Promise<Page> {
    const user = await createUser(suite.stack.db.pool, { authType: 'ops' });
    const { page } = await openPage(suite.browser, suite.stack.baseUrl);
    await stubRecaptcha(page, token);
    await page.goto('/pro/login?lang=fr');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Mot de passe').fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    return page;
  }

  it('sends the token with the form and signs in when the check passes', async () => {
    const page = await signInWith('human');

    // Signed in as ops, whose home is the console.
    await page.getByRole('heading', { name: 'Console ops', level: 1 }).waitFor();
    expect(verify.bodies.some((body) => new URLSearchParams(body).get('response') === 'human:sign_in')).toBe(true);
  });

  it('shows the failed check to a robot', async () => {
    const page = await signInWith('robot');

    await page.getByText('La vérification anti-robot a échoué.').waitFor();
  });

  async function askMagicLink(token: string): Promise<Page> {
    const visitor = await createUser(suite.stack.db.pool, { authType: 'visitor' });
    const { page } = await openPage(suite.browser, suite.stack.baseUrl);
    await stubRecaptcha(page, token);
    await page.goto('/visits?lang=fr');
    // A server-rendered page: typed into before React takes it over, the form would keep nothing.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const card = page.getByRole('region', { name: 'Recevoir un lien de connexion' });
    await card.getByLabel('Adresse e-mail').fill(visitor.email);
    await card.getByRole('button', { name: 'Recevoir mon lien' }).click();
    return page;
  }

  it('sends a token with the visitor magic-link form too', async () => {
    const page = await askMagicLink('human');

    await page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }).waitFor();
  });

  it('shows the failed check on the visitor form', async () => {
    const page = await askMagicLink('robot');

    await page.getByText('La vérification anti-robot a échoué.').waitFor();
  });
});
