import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage, signInContext, type BrowserPage } from '../support/browser';
import { createAgency, createUser, TEST_PASSWORD } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';
import { startWebPeer, type WebPeer } from '../support/web-peer';

const PHONE = { width: 375, height: 812 };
const DEMO_BUTTON = 'Gratuit - Demander une démo';
const INDIVIDUAL_TOAST = /^La démonstration est réservée aux professionnels/;

interface AnalyticsEvent {
  name: string;
  url: string;
  domain: string;
  props?: Record<string, string>;
}

describe('the demo modal, its analytics event and the toasts', () => {
  // The external scheduling page and the analytics service: another site on this machine.
  let outside: WebPeer;

  beforeAll(async () => {
    outside = await startWebPeer();
    outside.page(
      '/demo',
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Démo</title></head>' +
        '<body><h1>Choisissez le créneau de votre démonstration</h1></body></html>',
    );
  });

  afterAll(async () => {
    await outside?.close();
  });

  // Read once the peer above has started: the stack sends the demo and the analytics to it.
  const suite = browserSuite(() => ({
    workers: 0,
    env: {
      DEMO_SCHEDULING_URL: `${outside.origin}/demo`,
      ANALYTICS_ENDPOINT: `${outside.origin}/api/event`,
      ANALYTICS_DOMAIN: 'visites.example.fr',
    },
  }));

  async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<BrowserPage> {
    const opening = await suite.open(options);
    await opening.page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=fr`);
    await opening.page.getByRole('button', { name: DEMO_BUTTON }).waitFor();
    // The server renders the button; it opens the dialog once React has taken the page over.
    await opening.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return opening;
  }

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Demander une démo' });
  const events = (): AnalyticsEvent[] =>
    outside.requests
      .filter(({ method, path }) => method === 'POST' && path === '/api/event')
      .map(({ body }) => JSON.parse(body) as AnalyticsEvent);

  it('asks who is asking, and sends a private individual away with a toast bottom-left that can be closed', async () => {
    const { page } = await open('/', { viewport: PHONE });
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await page.getByRole('button', { name: DEMO_BUTTON }).click();

    await dialog(page).getByText('Vous êtes…').waitFor();
    await dialog(page).getByRole('button', { name: 'Je suis un professionnel de l’immobilier' }).waitFor();
    // A modal dialog: the page behind is out of reach, and the first choice has the focus.
    expect(await page.getByRole('button', { name: DEMO_BUTTON }).isEnabled()).toBe(true);
    expect(
      await dialog(page)
        .getByRole('button', { name: 'Fermer' })
        .evaluate(
          (button) =>
            button === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
        ),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/demo-qualify-phone.png' });

    await dialog(page).getByRole('button', { name: 'Je suis un particulier' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const area = page.getByRole('region', { name: 'Notifications', exact: true });
    const toast = area.getByText(INDIVIDUAL_TOAST);
    await toast.waitFor();
    // Pointed at, it waits to be read: the checks below may take longer than its 5 s on a busy machine.
    await toast.hover();
    expect(await area.getAttribute('data-placement')).toBe('bottom-left');
    const box = await area.locator('.toast').boundingBox();
    expect(box && box.x < PHONE.width / 4 && box.y + box.height > PHONE.height * 0.75).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/toast-phone.png' });

    await area.getByRole('button', { name: 'Fermer la notification' }).click();
    await toast.waitFor({ state: 'detached' });
  });

  it('lets toasts go by themselves: the normal area bottom-left, the important one top-right', async () => {
    const opening = await suite.open();
    const { page, context } = opening;
    // The page's own timers on a clock the test moves: no waiting out 5 or 10 seconds.
    await page.clock.install();
    await page.goto('/?lang=fr');
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();

    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await dialog(page).getByRole('button', { name: 'Je suis un particulier' }).click();
    const toast = page.getByRole('region', { name: 'Notifications', exact: true }).getByText(INDIVIDUAL_TOAST);
    await toast.waitFor();
    await page.clock.fastForward(5_000);
    await toast.waitFor({ state: 'detached' });

    // Losing the network is important news: top-right, until it comes back or goes by itself.
    await context.setOffline(true);
    const important = page.getByRole('region', { name: 'Notifications importantes' });
    await important.getByText('Vous êtes hors ligne.', { exact: false }).waitFor();
    expect(await important.getAttribute('data-placement')).toBe('top-right');
    const box = await important.locator('.toast').boundingBox();
    expect(box && box.x + box.width > 1280 * 0.75 && box.y < 800 / 4).toBe(true);
    await page.screenshot({ path: '/tmp/toast-important-desktop.png' });
    await page.clock.fastForward(10_000);
    await important.locator('.toast').waitFor({ state: 'detached' });
    await context.setOffline(false);
  });

  it('shows a professional the external scheduling page, with the loading text until it arrives', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    const release = outside.hold('/demo');
    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await dialog(page).getByRole('button', { name: 'Je suis un professionnel de l’immobilier' }).click();

    const loading = dialog(page).getByRole('status').getByText('Chargement des disponibilités en cours…');
    await loading.waitFor();
    const frame = dialog(page).locator('iframe');
    expect(await frame.getAttribute('src')).toBe(`${outside.origin}/demo`);
    expect(await frame.getAttribute('title')).toBe('Choisir un créneau pour votre démonstration');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/demo-loading-desktop.png' });

    release();
    await loading.waitFor({ state: 'detached' });
    await page
      .frameLocator('.demo-modal iframe')
      .getByRole('heading', { name: 'Choisissez le créneau de votre démonstration' })
      .waitFor();
    await page.screenshot({ path: '/tmp/demo-booking-desktop.png' });
    // The close button is always there; Escape closes too.
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('takes a signed-in realtor straight to the scheduling page', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const realtor = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const opening = await suite.open();
    await signInContext(opening.context, realtor.email, TEST_PASSWORD, 'pro');
    const { page } = opening;
    await page.goto('/landing?lang=fr');
    // Once the page knows who is there (its toolbar says so): a click before that is a visitor's click.
    await page
      .getByRole('link', { name: 'Tableau de bord', includeHidden: true })
      .first()
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: DEMO_BUTTON }).click();

    await dialog(page).locator('iframe').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Je suis un particulier' }).count()).toBe(0);
  });

  it("records 'Demo Modal' with action open and the page type, only once the visitor consented", async () => {
    const { page } = await open('/');
    // This test's events: the other tests send theirs to the same service.
    const before = events().length;
    const sent = () => events().slice(before);
    const demoEvents = () => sent().filter(({ name }) => name === 'Demo Modal');
    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();

    // Consent given after: the page view it counts arrives, and nothing from before it.
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await waitFor(async () => sent().length > 0, 'the page view counted after consent');
    expect(sent().map(({ name }) => name)).toEqual(['pageview']);

    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await waitFor(async () => demoEvents().length === 1, 'the Demo Modal event');
    expect(demoEvents()[0]).toMatchObject({
      url: `${suite.stack.baseUrl}/?lang=fr`,
      domain: 'visites.example.fr',
      props: { action: 'open', pageType: 'GSL', page: 'home' },
    });
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();

    await page.goto('/landing?lang=fr');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: DEMO_BUTTON }).click();
    await waitFor(async () => demoEvents().length === 2, 'the Demo Modal event of /landing');
    expect(demoEvents()[1]).toMatchObject({
      url: `${suite.stack.baseUrl}/landing?lang=fr`,
      props: { action: 'open', pageType: 'GSL' },
    });
    expect(demoEvents()[1].props).not.toHaveProperty('page');
  });
});
