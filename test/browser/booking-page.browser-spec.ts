import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';
import {
  bookPublic,
  contact,
  createBookableListing,
  offeredSlots,
  type OfferedSlot,
} from '../e2e/visits/visit-fixtures';

const PHONE = { width: 375, height: 812 };
const DAY = 86_400_000;

/** A date field's value `days` from today. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Chooses this offered slot on the page: its week, its day, then its time. Tests pick slots a day
 * ahead or more: the first past the minimum notice may fall under it while the test runs.
 */
async function chooseSlot(page: Page, slot: OfferedSlot): Promise<void> {
  const day = page.locator(`.day-strip__day[data-day="${slot.local.slice(0, 10)}"]`);
  await page.locator('.day-strip__day').first().waitFor();
  for (let week = 0; week < 3 && (await day.count()) === 0; week += 1) {
    await page
      .getByRole('button', { name: /semaine suivante|next week/i })
      .first()
      .click();
    await page.waitForTimeout(100);
  }
  await day.click();
  await page.locator(`.slot-grid__slot[data-starts-at="${slot.startsAt}"]`).click();
}

describe('the public booking page (/book/{slug})', () => {
  const suite = browserSuite({ workers: 0 });

  /** A published flat to let in Paris, with what its card shows, and the agent who shows it. */
  async function listingToLet(title = 'T2 lumineux au Marais'): Promise<{ listingId: string; agentId: string }> {
    const agency = await createAgency(suite.stack.db.pool, { name: 'Agence du Marais' });
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = $2, city = 'Paris', postal_code = '75004', street = '12 rue de Turenne',
              address_precision = 1, rent = 1250, surface = 42, rooms = 2 WHERE id = $1`,
      [listingId, JSON.stringify({ fr: title })],
    );
    return { listingId, agentId: agent.id };
  }

  async function fillDetails(page: Page, name: string): Promise<void> {
    await page.getByLabel('Prénom', { exact: true }).fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill(name);
    await page.getByLabel('Adresse e-mail').fill(`${name.toLowerCase()}@example.test`);
    await page.getByLabel('Téléphone mobile').fill('+33 6 12 34 56 78');
  }

  const visitsOf = async (listingId: string) =>
    (
      await suite.stack.db.pool.query(
        `SELECT v.starts_at, v.status, v.source, v.answers, c.email FROM visits v
           JOIN candidates c ON c.id = v.candidate_id WHERE v.listing_id = $1 ORDER BY v.created_at`,
        [listingId],
      )
    ).rows;

  it('books a visit on a phone: a slot, the answers, the details, then the confirmation', async () => {
    const { listingId } = await listingToLet();
    const [first] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { viewport: PHONE });
    await page.goto(`/book/${listingId}?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'T2 lumineux au Marais' }).waitFor();
    await page.getByText('1 250 € / mois').waitFor();
    const slots = page.getByRole('group', { name: /^Créneaux du / });
    await slots.getByRole('button').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByRole('button', { name: 'Accepter' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/booking-phone-slots.png', fullPage: true });

    await chooseSlot(page, first);
    await fillDetails(page, 'Phone');
    // A move-in date already past is refused on the field, before any request.
    const moveIn = page.getByLabel('Date d’emménagement souhaitée');
    await moveIn.fill(dateIn(-3));
    await page.getByLabel('Nombre d’occupants').fill('2');
    await page.getByLabel('Loyer maximum (€ par mois)').fill('1300');
    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    await page.getByText('La date d’emménagement ne peut pas être passée.').waitFor();
    expect(await visitsOf(listingId)).toEqual([]);
    await moveIn.fill(dateIn(45));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/booking-phone-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Réserver la visite' }).click();

    await page.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();
    expect(await visitsOf(listingId)).toEqual([
      {
        starts_at: new Date(first.startsAt),
        status: 'booked',
        source: 'public',
        answers: { moveInDate: dateIn(45), occupants: 2, maxBudget: 1300 },
        email: 'phone@example.test',
      },
    ]);
    await page.getByText('12 rue de Turenne, 75004 Paris').waitFor();
    const ics = await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href');
    const calendar = await context.request.get(ics ?? '');
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    const google = new URL((await page.getByRole('link', { name: 'Ouvrir Google Agenda' }).getAttribute('href')) ?? '');
    expect(google.searchParams.get('location')).toBe('12 rue de Turenne, 75004 Paris');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/booking-phone-done.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the next free slots when the chosen one is taken meanwhile, keeping what was typed', async () => {
    const { listingId } = await listingToLet('Studio rue des Archives');
    const [first] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);
    await page.goto(`/book/${listingId}?lang=fr`);
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByRole('button', { name: 'Accepter' }).waitFor({ state: 'detached' });
    await chooseSlot(page, first);
    await fillDetails(page, 'Late');
    await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: first.startsAt, contact: contact('Early') },
      `early-${Date.now()}`,
    ).expect(201);

    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    await page.getByRole('alert').getByText('Ce créneau vient d’être réservé\u00a0: choisissez-en un autre.').waitFor();
    const next = page.getByRole('group', { name: 'Prochains créneaux libres' }).getByRole('button');
    await next.first().waitFor();
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Late');
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe('late@example.test');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/booking-desktop-taken.png', fullPage: true });

    // The first offered now is the first of the next free slots the conflict showed.
    const [second] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    await next.first().click();
    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    await page.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();
    const visits = await visitsOf(listingId);
    expect(visits.map(({ email, starts_at }) => [email, starts_at])).toEqual([
      ['early@example.test', new Date(first.startsAt)],
      ['late@example.test', new Date(second.startsAt)],
    ]);
    await page.screenshot({ path: '/tmp/booking-desktop-done.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists an agent's listings first, in English, then shows the chosen one's week", async () => {
    const { listingId, agentId } = await listingToLet('Loft on the canal');
    const agency = await suite.stack.db.pool.query(`SELECT agency_id FROM listings WHERE id = $1`, [listingId]);
    const other = await createBookableListing(suite.stack.db.pool, agency.rows[0].agency_id, agentId, {
      transaction: 'sale',
    });
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = '{"en":"House with garden"}', price = 450000 WHERE id = $1`,
      [other],
    );
    const slug = `agent-${Date.now()}`;
    await suite.stack.db.pool.query(`UPDATE users SET public_slug = $2 WHERE id = $1`, [agentId, slug]);
    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl, { viewport: PHONE, locale: 'en-GB' });
    await page.goto(`/book/${slug}?lang=en`);
    await page.getByRole('heading', { level: 2, name: 'House with garden' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Loft on the canal' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/booking-phone-choice.png', fullPage: true });

    await page.getByRole('link', { name: 'Book a viewing: House with garden' }).click();
    await page.getByRole('heading', { level: 1, name: 'House with garden' }).waitFor();
    const days = page.getByRole('group', { name: 'Days of the week' }).getByRole('button');
    // English weeks start on Sunday.
    expect(await days.first().textContent()).toMatch(/^Sun/);
    const range = page.locator('.week-nav__range');
    // The week shown once the slots are read: the page opens on the first week with a free slot.
    await days.and(page.locator(':enabled')).first().waitFor();
    const thisWeek = await range.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByText(thisWeek ?? '', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Previous week' }).click();
    expect(await range.textContent()).toBe(thisWeek);

    await page.goto('/book/no-such-agent?lang=en');
    await page.getByRole('heading', { name: 'Booking page unavailable' }).waitFor();
    await page.getByText('This booking page does not exist.').waitFor();
    await context.close();
  });
});
