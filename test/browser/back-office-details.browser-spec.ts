import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const ADMIN = 'claire.martin@agence-du-marais.example';

describe('back-office details seen on a phone and in every language', () => {
  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
  });

  it("starts the working-hours form on the agency's first day, Monday, in English too", async () => {
    const { page, context } = await suite.open({ locale: 'en-GB' });
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    await page.goto('/pro/agenda/settings?lang=en');
    const days = page.locator('[data-testid^="hours-"]');
    await days.first().waitFor();
    expect(await days.first().getAttribute('aria-label')).toBe('Monday');
    expect(await days.last().getAttribute('aria-label')).toBe('Sunday');
  });

  it('shows the Dutch menu label for working hours in full', async () => {
    const { page, context } = await suite.open({ locale: 'nl-BE' });
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    await page.goto('/pro/visits?lang=nl');
    const item = page.getByRole('menuitem', { name: 'Werkuren en afwezigheden' });
    await item.waitFor();
    const cut = await item.evaluate((element: unknown) => {
      const texts = (
        element as { querySelectorAll(selector: string): ArrayLike<{ scrollWidth: number; clientWidth: number }> }
      ).querySelectorAll('*');
      return Array.from(texts)
        .filter((text) => text.scrollWidth > text.clientWidth + 1)
        .map((text) => String((text as unknown as { className: unknown }).className));
    });
    expect(cut).toEqual([]);
  });

  it('shows a photo sign, not an empty box, for a listing without photos', async () => {
    const { page, context } = await suite.open();
    await signInContext(context, ADMIN, DEMO_PASSWORD, 'pro');
    await page.goto('/pro/listings?lang=fr');
    await page.locator('.RaDatagrid-row').first().waitFor();
    const withoutPhoto = await page.locator('.RaDatagrid-row [data-testid="no-photo"]').count();
    expect(withoutPhoto).toBeGreaterThan(0);
    expect(await page.locator('.RaDatagrid-row [data-testid="no-photo"] svg').count()).toBe(withoutPhoto);
  });
});
