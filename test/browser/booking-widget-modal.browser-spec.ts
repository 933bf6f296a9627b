import type { Frame, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';
import { startWebPeer, type WebPeer } from '../support/web-peer';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

/** What the functions run in the page use of it (the tests are typed without the DOM). */
interface InPage {
  document: {
    activeElement: unknown;
    documentElement: { lang: string; scrollWidth: number };
    querySelector(selector: string): { focus(): void } | null;
  };
  getComputedStyle(element: unknown): {
    backgroundColor: string;
    backgroundImage: string;
    getPropertyValue(name: string): string;
  };
}

// The narrowest phone the widget must fit in an agency's site (issue 22).
const PHONE = { width: 390, height: 844 };
const TITLE = 'Trois pièces avec balcon, avenue Louise';

/** An agency's page pasting the button mode, its attributes given as they are (one of them maybe bad). */
const hostPage = (baseUrl: string, slug: string, attributes: string, lang = 'fr') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agence Louise</title></head>
<body style="margin:0;font-family:sans-serif">
<main style="padding:16px"><h1>Agence Louise</h1>
<div data-creneau-book="${slug}" data-mode="button" ${attributes}></div>
<script src="${baseUrl}/widget.js" async></script>
<p><a href="#contact">Nous contacter</a></p></main></body></html>`;

describe("the booking widget's button mode on an agency site of another origin", () => {
  let agencySite: WebPeer;
  let listingId: string;

  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    agencySite = await startWebPeer();
    const agency = await createAgency(suite.stack.db.pool, { name: 'Agence Louise' });
    await suite.stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      agency.id,
      [agencySite.origin],
    ]);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = $2, city = 'Bruxelles', rent = 1150, surface = 72, rooms = 3 WHERE id = $1`,
      [listingId, JSON.stringify({ fr: TITLE, nl: TITLE, en: TITLE })],
    );
    const base = suite.stack.baseUrl;
    agencySite.page('/vert.html', hostPage(base, listingId, 'data-color="#0F766E"'));
    agencySite.page('/mauvais.html', hostPage(base, listingId, 'data-color="red;background:url(https://x.test/)"'));
    agencySite.page('/jaune.html', hostPage(base, listingId, 'data-color="#ffd700"'));
    agencySite.page('/nl.html', hostPage(base, listingId, '', 'nl-BE'));
    agencySite.page('/en.html', hostPage(base, listingId, 'data-lang="en"', 'nl'));
  });

  afterAll(async () => {
    await agencySite?.close();
  });

  async function open(path: string): Promise<Page> {
    const opening = await suite.open({ viewport: PHONE });
    await opening.page.goto(`${agencySite.origin}${path}`);
    return opening.page;
  }

  const dialogFrame = async (page: Page): Promise<Frame> => {
    const frame = await (await page.waitForSelector('dialog[open] iframe')).contentFrame();
    if (!frame) throw new Error('the dialog holds no iframe');
    return frame;
  };

  const primaryColor = (frame: Frame) =>
    frame.evaluate(() =>
      (globalThis as unknown as InPage)
        .getComputedStyle((globalThis as unknown as InPage).document.documentElement)
        .getPropertyValue('--color-primary')
        .trim(),
    );

  it('opens the booking flow in an accessible modal that fits the phone, and books with the widget as source', async () => {
    const page = await open('/vert.html');
    const button = page.getByRole('button', { name: 'Réserver une visite' });
    // The agency's colour on its button, and nothing loaded from us before it is pressed.
    expect(await button.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    );
    expect(await page.locator('iframe').count()).toBe(0);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Réserver une visite' });
    await dialog.waitFor();
    const frame = await dialogFrame(page);
    await frame.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(frame.url()).searchParams.get('color')).toBe('#0f766e');
    await waitFor(async () => (await primaryColor(frame)) === '#0f766e', "the agency's colour inside");
    // Fits the phone: no wider than the screen, the page behind not scrolled sideways.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(
      await page.evaluate(() => (globalThis as unknown as InPage).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-modal-phone.png' });

    // Modal: the page behind is out of reach; Escape closes and gives the focus back to the button.
    const linkBehindFocused = () =>
      page.evaluate(() => {
        const doc = (globalThis as unknown as InPage).document;
        const link = doc.querySelector('a[href="#contact"]');
        link?.focus();
        return doc.activeElement === link;
      });
    expect(await linkBehindFocused()).toBe(false);
    await page.keyboard.press('Escape');
    await waitFor(async () => (await page.locator('dialog[open]').count()) === 0, 'Escape to close the dialog');
    expect(await button.evaluate((el) => el === (globalThis as unknown as InPage).document.activeElement)).toBe(true);

    // Opened again (the same booking page, not a second one), closed by its labelled button.
    await button.click();
    await page.getByRole('button', { name: 'Fermer' }).click();
    expect(await button.evaluate((el) => el === (globalThis as unknown as InPage).document.activeElement)).toBe(true);
    expect(await page.locator('iframe').count()).toBe(1);

    await button.click();
    const booking = await dialogFrame(page);
    await booking
      .getByRole('group', { name: /^Créneaux du / })
      .getByRole('button')
      .first()
      .click();
    await booking.getByLabel('Prénom', { exact: true }).fill('Noor');
    await booking.getByLabel('Nom', { exact: true }).fill('Modal');
    await booking.getByLabel('Adresse e-mail').fill('modal@example.test');
    await booking.getByLabel('Téléphone mobile').fill('+32 470 12 34 56');
    await booking.getByRole('button', { name: 'Réserver la visite' }).click();
    await booking.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();
    const { rows } = await suite.stack.db.pool.query(
      `SELECT c.email, c.source, c.source_detail AS "sourceDetail"
         FROM visits v JOIN candidates c ON c.id = v.candidate_id WHERE v.listing_id = $1`,
      [listingId],
    );
    expect(rows).toEqual([
      { email: 'modal@example.test', source: 'widget', sourceDetail: { origin: agencySite.origin } },
    ]);
    await page.screenshot({ path: '/tmp/widget-modal-booked-phone.png' });
  });

  it('ignores a bad or unreadable colour: neither on the button nor passed to the booking page', async () => {
    const page = await open('/mauvais.html');
    const button = page.getByRole('button', { name: 'Réserver une visite' });
    expect(await button.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).backgroundImage)).toBe(
      'none',
    );
    expect(await button.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).backgroundColor)).toBe(
      'rgb(47, 84, 235)',
    );
    await button.click();
    const frame = await dialogFrame(page);
    await frame.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(frame.url()).searchParams.has('color')).toBe(false);
    // Read once the page has run (its slots shown), the stylesheet's own colour.
    await frame
      .getByRole('group', { name: /^Créneaux du / })
      .getByRole('button')
      .first()
      .waitFor();
    await waitFor(async () => (await primaryColor(frame)) === '#2f54eb', "the product's colour inside");

    // Too light for the white label on it: ignored as well.
    const yellow = await open('/jaune.html');
    const yellowButton = yellow.getByRole('button', { name: 'Réserver une visite' });
    expect(
      await yellowButton.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).backgroundColor),
    ).toBe('rgb(47, 84, 235)');
  });

  it("speaks the page's language, or the one data-lang asks", async () => {
    const dutch = await open('/nl.html');
    await dutch.getByRole('button', { name: 'Bezoek boeken' }).click();
    const nlFrame = await dialogFrame(dutch);
    await nlFrame.waitForURL((url) => url.searchParams.get('lang') === 'nl');
    await waitFor(
      async () =>
        (await nlFrame.evaluate(() => (globalThis as unknown as InPage).document.documentElement.lang)) === 'nl',
      'Dutch inside',
    );

    const english = await open('/en.html');
    await english.getByRole('button', { name: 'Book a viewing' }).click();
    await english.getByRole('dialog', { name: 'Book a viewing' }).waitFor();
    const enFrame = await dialogFrame(english);
    await waitFor(
      async () =>
        (await enFrame.evaluate(() => (globalThis as unknown as InPage).document.documentElement.lang)) === 'en',
      'English inside',
    );
  });
});
