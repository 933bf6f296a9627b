import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';

describe('the visit link of the messages (/c/{code})', () => {
  const suite = browserSuite({ workers: 1 });

  async function bookedCode(
    name: string,
    language: 'fr' | 'nl' | 'en' = 'fr',
  ): Promise<{ visitId: string; code: string }> {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId);
    const booked = await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact(name, { language }) },
      `link-${name}-${Date.now()}`,
    ).expect(201);
    const visitId = booked.body.id as string;
    let code = '';
    await waitFor(async () => {
      const { rows } = await suite.stack.db.pool.query(
        `SELECT body_text FROM messages WHERE visit_id = $1 AND purpose = 'visit_booked'`,
        [visitId],
      );
      code = /\/c\/([A-Za-z0-9]{10})/.exec(rows[0]?.body_text ?? '')?.[1] ?? '';
      return code !== '';
    }, 'the booking message');
    return { visitId, code };
  }

  it('shows the visit on a phone without acting, then confirms on a click', async () => {
    const { visitId, code } = await bookedCode('Phone');
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 375, height: 812 },
    });
    await page.goto(`/c/${code}?lang=fr`);
    await page.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();
    const { rows: before } = await suite.stack.db.pool.query(`SELECT status FROM visits WHERE id = $1`, [visitId]);
    expect(before[0].status).toBe('booked');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lead-visit-link-phone.png', fullPage: true });

    await page.getByRole('button', { name: 'Je confirme ma venue' }).click();
    await page.getByRole('heading', { name: 'Votre visite est confirmée' }).waitFor();
    const { rows } = await suite.stack.db.pool.query(`SELECT status FROM visits WHERE id = $1`, [visitId]);
    expect(rows[0].status).toBe('confirmed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels with a reason, in Dutch, and says a wrong code is unknown', async () => {
    const { visitId, code } = await bookedCode('Dutch');
    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl, { locale: 'nl-BE' });
    await page.goto(`/c/${code}?lang=nl`);
    await page.getByRole('button', { name: 'Ik kan niet meer komen' }).click();
    await page.getByLabel('Reden (optioneel, wordt aan de makelaar doorgegeven)').fill('Ziek');
    await page.getByRole('button', { name: 'Bezoek annuleren' }).click();
    await page.getByRole('heading', { name: 'Dit bezoek is geannuleerd' }).waitFor();
    await page.screenshot({ path: '/tmp/lead-visit-link-desktop.png', fullPage: true });
    const { rows } = await suite.stack.db.pool.query(
      `SELECT status, cancelled_by, cancelled_why FROM visits WHERE id = $1`,
      [visitId],
    );
    expect(rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'candidate', cancelled_why: 'Ziek' });
    // The cancelled visit's page leads to another slot of the same listing.
    const bookAgain = page.getByRole('link', { name: 'Ander tijdstip boeken' });
    expect(await bookAgain.getAttribute('href')).toMatch(/^\/book\/[0-9a-f-]{36}$/);

    await page.goto('/c/ZZZZZZZZZZ?lang=nl');
    await page.getByRole('heading', { name: 'Link niet gevonden' }).waitFor();
    await context.close();
  });

  it('speaks the language the visitor booked in, unless they chose one on this device', async () => {
    const { code } = await bookedCode('Flemish', 'nl');
    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);

    // As the link comes in the SMS: no ?lang=, nothing stored.
    await page.goto(`/c/${code}`);
    await page.getByRole('heading', { name: 'Uw bezoek is geboekt' }).waitFor();
    const stored = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('lang'),
    );
    expect({ lang: await page.locator('html').getAttribute('lang'), stored }).toEqual({ lang: 'nl', stored: null });

    // A language chosen here wins over the visit's.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.goto(`/c/${code}`);
    await page.getByRole('heading', { name: 'Your viewing is booked' }).waitFor();
    await context.close();
  });
});
