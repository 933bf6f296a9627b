import type { Frame, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';
import { startWebPeer, type WebPeer } from '../support/web-peer';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

const PHONE = { width: 375, height: 812 };
const TITLE = 'Deux pièces sur cour, rue Vieille-du-Temple';

/** An agency's own page with the two lines the landing tells agencies to paste. */
const hostPage = (baseUrl: string, slug: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agence du Marais</title></head>
<body style="margin:0;font-family:sans-serif">
<header style="padding:16px;background:#0f766e;color:#fff"><h1 style="margin:0">Agence du Marais</h1></header>
<main style="padding:16px"><p>Réservez votre visite en ligne :</p>
<div data-creneau-book="${slug}"></div>
<script src="${baseUrl}/widget.js" async></script>
<p>12 rue des Archives, Paris</p></main></body></html>`;

describe('the booking widget on an agency site of another origin', () => {
  let agencySite: WebPeer;
  let otherSite: WebPeer;
  let listingId: string;

  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    [agencySite, otherSite] = await Promise.all([startWebPeer(), startWebPeer()]);
    const agency = await createAgency(suite.stack.db.pool, { name: 'Agence du Marais' });
    await suite.stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      agency.id,
      [agencySite.origin],
    ]);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = $2, city = 'Paris', rent = 980, surface = 38, rooms = 2 WHERE id = $1`,
      [listingId, JSON.stringify({ fr: TITLE })],
    );
    for (const site of [agencySite, otherSite]) site.page('/agence.html', hostPage(suite.stack.baseUrl, listingId));
  });

  afterAll(async () => {
    await Promise.all([agencySite?.close(), otherSite?.close()]);
  });

  async function open(url: string, viewport = PHONE): Promise<Page> {
    const opening = await suite.open({ viewport });
    await opening.page.goto(url);
    return opening.page;
  }

  const widgetFrame = async (page: Page): Promise<Frame> => {
    const frame = await (await page.waitForSelector('[data-creneau-book] iframe')).contentFrame();
    if (!frame) throw new Error('the widget inserted no iframe');
    return frame;
  };
  const frameHeight = (page: Page) =>
    page
      .locator('[data-creneau-book] iframe')
      .evaluate((frame) => (frame as unknown as { offsetHeight: number }).offsetHeight);

  it("books a visit inside an allowed agency's page, the iframe taking the booking page's height", async () => {
    const page = await open(`${agencySite.origin}/agence.html`);
    const frame = await widgetFrame(page);
    expect(new URL(frame.url()).pathname).toBe(`/book/${listingId}`);
    await frame.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // The booking page alone: no toolbar, no footer, no cookie banner of ours inside the agency's site.
    expect(await frame.getByRole('banner').count()).toBe(0);
    expect(await frame.getByRole('contentinfo').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Accepter' }).count()).toBe(0);
    // Sized to its content by the page's own messages, and named by its translated title.
    // Compared afresh each time: the page grows while its slots load.
    const contentHeight = () =>
      frame.locator('.app-layout').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    await waitFor(
      async () => (await frameHeight(page)) === (await contentHeight()),
      'the iframe to take the content height',
    );
    await waitFor(
      async () =>
        (await page.locator('[data-creneau-book] iframe').getAttribute('title'))?.includes('Réserver une visite'),
      'the iframe to be named after the page inside',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-host-phone.png', fullPage: true });

    // Nobody but the booking page may resize its iframe: a message of the host page itself is ignored.
    const before = await frameHeight(page);
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const target = globalThis as unknown as {
            addEventListener(type: string, listener: () => void, options: object): void;
            postMessage(message: unknown, origin: string): void;
          };
          // Listeners run in the order they were added: once this one runs, the loader's has.
          target.addEventListener('message', () => done(), { once: true });
          target.postMessage({ type: 'creneau:resize', height: 3, title: 'forged' }, '*');
        }),
    );
    expect(await frameHeight(page)).toBe(before);

    const slots = frame.getByRole('group', { name: /^Créneaux du / });
    await slots.getByRole('button').first().click();
    await frame.getByLabel('Prénom', { exact: true }).fill('Camille');
    await frame.getByLabel('Nom', { exact: true }).fill('Widget');
    await frame.getByLabel('Adresse e-mail').fill('widget@example.test');
    await frame.getByLabel('Téléphone mobile').fill('+33 6 12 34 56 78');
    await frame.getByRole('button', { name: 'Réserver la visite' }).click();
    await frame.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();
    const { rows } = await suite.stack.db.pool.query(
      `SELECT v.source, c.email, c.source AS "candidateSource", c.source_detail AS "sourceDetail"
         FROM visits v JOIN candidates c ON c.id = v.candidate_id WHERE v.listing_id = $1`,
      [listingId],
    );
    // The candidate came by the widget, from the agency's own site (issue 20).
    expect(rows).toEqual([
      {
        source: 'public',
        email: 'widget@example.test',
        candidateSource: 'widget',
        sourceDetail: { origin: agencySite.origin },
      },
    ]);
    await page.screenshot({ path: '/tmp/widget-host-booked-phone.png', fullPage: true });
  });

  it('shows the widget at desktop size too', async () => {
    const page = await open(`${agencySite.origin}/agence.html`, { width: 1280, height: 800 });
    const frame = await widgetFrame(page);
    await frame
      .getByRole('group', { name: /^Créneaux du / })
      .getByRole('button')
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/widget-host-desktop.png', fullPage: true });
  });

  it('is refused by the browser on a site the agency did not allow', async () => {
    const { page, errors } = await suite.open({ viewport: PHONE });
    await page.goto(`${otherSite.origin}/agence.html`);
    const iframe = await page.waitForSelector('[data-creneau-book] iframe');
    // Chromium replaces a page whose frame-ancestors refuse the parent by its own error page.
    await waitFor(
      async () => (await iframe.contentFrame())?.url().startsWith('chrome-error://'),
      'Chromium to refuse the frame',
    );
    const frame = await iframe.contentFrame();
    expect(await frame?.getByRole('heading', { name: TITLE }).count()).toBe(0);
    // Refused by the page's frame-ancestors, which name the agency's site and not this one; the refusal
    // is what this test expects, so it does not count as the page's error.
    const refusals = errors.filter((error) => error.includes('frame-ancestors'));
    errors.splice(0, errors.length, ...errors.filter((error) => !refusals.includes(error)));
    expect(refusals).toEqual([expect.stringContaining(`frame-ancestors 'self' ${agencySite.origin}`)]);
  });
});
