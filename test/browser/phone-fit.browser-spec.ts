import { BACK_OFFICE_SCREENS, demoAgencyIds, demoCandidateId, type ScreenIds } from '../support/back-office-screens';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

// An iPhone 12 to 15: what agents and visitors hold.
const PHONE = { width: 390, height: 844 };
const ADMIN = 'claire.martin@agence-du-marais.example';
const OPS = 'ops@creneau.example';
const VISITOR = 'camille.visiteur@example.fr';

// The page's globals, typed here: the tests compile without the DOM library.
interface BrowserElement {
  tagName: string;
  className: unknown;
  children: ArrayLike<BrowserElement>;
  getBoundingClientRect(): { right: number };
}
interface BrowserGlobals {
  innerWidth: number;
  document: { documentElement: { scrollWidth: number }; body: BrowserElement };
}

/** How much wider than the screen the page is, and the innermost elements that stick out; '' when it fits. */
async function overflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as BrowserGlobals;
    const excess = document.documentElement.scrollWidth - innerWidth;
    if (excess <= 0) return '';
    const out: string[] = [];
    const walk = (element: BrowserElement): boolean => {
      let inner = false;
      for (const child of Array.from(element.children)) inner = walk(child) || inner;
      if (inner || element.getBoundingClientRect().right <= innerWidth + 1) return inner;
      out.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`);
      return true;
    };
    walk(document.body);
    return `${excess} px too wide (${out.slice(0, 4).join(', ')})`;
  });
}

/** A dialog sticks out of the screen, or scrolls sideways inside. */
async function dialogOverflow(page: Page, name: string): Promise<string[]> {
  const box = await page.getByRole('dialog').boundingBox();
  const inner = await page.getByRole('dialog').evaluate((dialog: unknown) => {
    const { scrollWidth, clientWidth } = dialog as { scrollWidth: number; clientWidth: number };
    return scrollWidth - clientWidth;
  });
  const problems: string[] = [];
  if (!box || box.x < 0 || box.x + box.width > PHONE.width) problems.push(`${name} dialog: off screen`);
  if (inner > 0) problems.push(`${name} dialog: ${inner} px too wide inside`);
  if (await overflow(page)) problems.push(`${name} dialog: ${await overflow(page)}`);
  return problems;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // react-admin draws its lists after the data arrives; the spinner then leaves.
  await page
    .locator('.MuiCircularProgress-root, [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

describe('every screen fits a phone (390 × 844)', () => {
  const suite = browserSuite({ workers: 0 });
  let ids: ScreenIds;

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
    const pool = suite.stack.db.pool;
    const row = await demoAgencyIds(pool);
    // A long subject, as an e-mail about a flat has, and an SMS: what the message screens show.
    const [message] = (
      await pool.query<{ id: string }>(
        `INSERT INTO messages (agency_id, channel, recipient, purpose, language, subject, body_text, status)
         VALUES ($1, 'email', 'camille.visiteur@example.fr', 'visit_booked_agent', 'fr',
                 'Nouvelle visite : appartement lumineux de 3 pièces avec balcon, rue des Francs-Bourgeois',
                 'Bonjour,\nUne visite a été réservée.\nhttps://creneau.example/pro/agenda?visit=0123456789abcdef0123456789abcdef', 'sent'),
                ($1, 'sms', '+33612345678', 'visit_booked_visitor', 'fr', NULL, 'Votre visite est confirmée.', 'sent')
         RETURNING id`,
        [row.agency],
      )
    ).rows;
    ids = { ...row, message: message.id, candidate: await demoCandidateId(pool, row.agency) };
  });

  it.each(BACK_OFFICE_SCREENS.map((group) => [group.name, group] as const))(
    'fits the back-office screens of an agency admin: %s',
    async (_name, group) => {
      const { page, context } = await suite.open({ viewport: PHONE });
      await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
      const wide: string[] = [];
      for (const path of group.paths(ids)) {
        await page.goto(`${path}?lang=fr`);
        await settled(page);
        const excess = await overflow(page);
        if (excess) wide.push(`${path}: ${excess}`);
      }
      expect(wide).toEqual([]);
    },
  );

  it('fits every tab of a listing', async () => {
    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    const wide: string[] = [];
    await page.goto(`/pro/listings/${ids.listing}?lang=fr`);
    await settled(page);
    for (const tab of await page.getByRole('tab').all()) {
      const name = await tab.textContent();
      await tab.click();
      await settled(page);
      const excess = await overflow(page);
      if (excess) wide.push(`listing tab ${name}: ${excess}`);
    }
    expect(wide).toEqual([]);
  });

  it('fits the dialogs of the agenda: a new visit and a visit opened', async () => {
    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    const wide: string[] = [];
    await page.goto('/pro/agenda?lang=fr');
    await settled(page);
    await page.getByRole('button', { name: 'Nouvelle visite' }).click();
    await page.getByRole('dialog').waitFor();
    wide.push(...(await dialogOverflow(page, 'new visit')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // On a phone the agenda opens on today, which holds no demo visit on a weekend (the demo's visits fall on
    // working days, in Paris time): the next days, one by one, until one holds a visit.
    const visit = page.locator('[data-testid="agenda-visit"]').first();
    for (let day = 0; day < 7 && (await visit.count()) === 0; day += 1) {
      const range = await page.getByTestId('agenda-range').textContent();
      await page.getByRole('button', { name: 'Période suivante' }).click();
      await page.getByTestId('agenda-range').filter({ hasText: range! }).waitFor({ state: 'detached' });
      await settled(page);
    }
    await visit.click();
    await page.getByRole('dialog').waitFor();
    wide.push(...(await dialogOverflow(page, 'visit')));
    expect(wide).toEqual([]);
  });

  it('fits the screens only ops see, and the pages of someone signed out', async () => {
    const { page, context } = await suite.open({ viewport: PHONE });
    const wide: string[] = [];
    for (const path of ['/pro/login', '/pro/forgot-password']) {
      await page.goto(`${path}?lang=fr`);
      await settled(page);
      const excess = await overflow(page);
      if (excess) wide.push(`${path}: ${excess}`);
    }
    await signInContext(context, OPS, DEMO_PASSWORD, 'pro');
    for (const path of [
      '/pro/visits',
      '/pro/agencies',
      '/pro/agencies/create',
      '/pro/users',
      '/pro/messages',
      '/pro/audit-log',
    ]) {
      await page.goto(`${path}?lang=fr`);
      await settled(page);
      const excess = await overflow(page);
      if (excess) wide.push(`ops ${path}: ${excess}`);
    }
    expect(wide).toEqual([]);
  });

  it('fits every public and visitor screen', async () => {
    const { page, context } = await suite.open({ viewport: PHONE });
    const wide: string[] = [];
    const pages = [
      '/',
      '/agency/agence-du-marais',
      '/agent/claire-martin',
      '/book/agence-du-marais',
      '/book/claire-martin',
      '/privacy',
      '/cookies',
      '/terms-of-service',
      '/dpa',
      '/visits',
      '/notfound',
    ];
    for (const path of pages) {
      await page.goto(`${path}?lang=fr`);
      await settled(page);
      const excess = await overflow(page);
      if (excess) wide.push(`${path}: ${excess}`);
    }
    await signInContext(context, VISITOR, DEMO_PASSWORD, 'visits');
    for (const path of ['/visits', '/visits/home']) {
      await page.goto(`${path}?lang=fr`);
      await settled(page);
      const excess = await overflow(page);
      if (excess) wide.push(`visitor ${path}: ${excess}`);
    }
    expect(wide).toEqual([]);
  });
});
