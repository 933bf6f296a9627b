import { BACK_OFFICE_SCREENS, demoAgencyIds, demoCandidateId, type ScreenIds } from '../support/back-office-screens';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { wcagViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const ADMIN = 'claire.martin@agence-du-marais.example';
const OPS = 'ops@creneau.example';
const VISITOR = 'camille.visiteur@example.fr';

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.MuiCircularProgress-root, [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return (await wcagViolations(page)).map((line) => line.slice(0, 300));
}

describe('WCAG 2.2 AA on every screen (axe-core)', () => {
  const suite = browserSuite({ workers: 0 });
  let ids: ScreenIds;

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
    const row = await demoAgencyIds(suite.stack.db.pool);
    const [message] = (
      await suite.stack.db.pool.query<{ id: string }>(
        `INSERT INTO messages (agency_id, channel, recipient, purpose, language, subject, body_text, status)
         VALUES ($1, 'email', 'camille.visiteur@example.fr', 'visit_booked_agent', 'fr', 'Nouvelle visite',
                 'Bonjour, une visite a été réservée.', 'sent')
         RETURNING id`,
        [row.agency],
      )
    ).rows;
    ids = { ...row, message: message.id, candidate: await demoCandidateId(suite.stack.db.pool, row.agency) };
  });

  async function audit(page: Page, paths: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=fr`);
      for (const violation of await violations(page)) found.push(`${path} ${violation}`);
    }
    return found;
  }

  it('finds nothing on the public pages, with the cookie banner showing, and in the visitor area', async () => {
    const { page, context } = await suite.open();
    const found = await audit(page, [
      '/',
      '/agency/agence-du-marais',
      '/agent/claire-martin',
      '/book/agence-du-marais',
      '/privacy',
      '/cookies',
      '/terms-of-service',
      '/dpa',
      '/visits',
      '/notfound',
      '/error',
    ]);
    await signInContext(context, VISITOR, DEMO_PASSWORD, 'visits');
    found.push(...(await audit(page, ['/visits', '/visits/home'])));
    expect(found).toEqual([]);
  });

  it('finds nothing on the sign-in screens of the back office', async () => {
    const { page } = await suite.open();
    expect(await audit(page, ['/pro/login', '/pro/forgot-password'])).toEqual([]);
  });

  it.each(BACK_OFFICE_SCREENS.map((group) => [group.name, group] as const))(
    'finds nothing on the back-office screens of an agency admin: %s',
    async (_name, group) => {
      const { page, context } = await suite.open();
      await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
      expect(await audit(page, group.paths(ids))).toEqual([]);
    },
  );

  it("finds nothing while a list is on its way: the loading circles are named, react-admin's own too", async () => {
    const { page, context } = await suite.open();
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    // The list's answer is held until axe has read the page, so the app bar's circle and the list's own
    // loading state stand still for it, as they do for a reader on a slow line.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/users(\?|$)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/pro/users?lang=fr');
    await page.locator('.RaLoadingIndicator-loader').waitFor();
    const found = await wcagViolations(page);
    release();
    expect(found).toEqual([]);
  });

  it('finds nothing in the new-visit dialog of the agenda', async () => {
    const { page, context } = await suite.open();
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    await page.goto('/pro/agenda?lang=fr');
    await page.getByRole('button', { name: 'Nouvelle visite' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds nothing on the screens of ops, and opens the queue dashboard with a way back', async () => {
    const { page, context } = await suite.open();
    await signInContext(context, OPS, DEMO_PASSWORD, 'pro');
    expect(await audit(page, ['/pro/visits', '/pro/agencies', '/pro/agencies/create'])).toEqual([]);
    // bull-board's screens, its icon buttons named by the product (api/src/ops/queues-board.ts): the board,
    // a queue's jobs.
    const board: string[] = [];
    for (const path of ['/api/ops/queues', '/api/ops/queues/queue/notifications']) {
      await page.goto(path);
      await page.locator('header button').first().waitFor();
      await page.locator('main').first().waitFor();
      board.push(...(await violations(page)).map((violation) => `${path} ${violation}`));
    }
    expect(board).toEqual([]);
    await page.goto('/api/ops/queues');
    // Its links menu, the last of its header's buttons.
    await page.locator('header ul li:last-child button').click();
    await page.getByText('← Créneau Pro').click();
    await page.waitForURL('**/pro/**');
  });
});
