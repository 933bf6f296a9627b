import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';
import { openPage, signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitFor } from '../support/processes';
import { createAgency, createUser, signIn } from '../support/factories';

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

async function showDayOf(page: Page, iso: string): Promise<void> {
  const column = page.locator(`[data-testid="agenda-day"][data-day="${dayOf(iso)}"]`);
  await page.getByTestId('agenda-day').first().waitFor();
  for (let week = 0; week < 8 && (await column.count()) === 0; week += 1) {
    await page.getByRole('button', { name: 'Période suivante' }).click();
    await page.waitForTimeout(100);
  }
  await column.waitFor();
}

/** Issue 20: the agent meets the visitor's answers and the verdict in the agenda, and edits the agency's form. */
describe('prequalification in the back office', () => {
  const suite = browserSuite({ workers: 0 });

  it("shows the answers and an agent's verdict over the rules in the agenda and the visit's dialog", async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(pool, agency.id, agent.id);
    await pool.query('UPDATE listings SET rent = 1200, surface = 40, rooms = 2 WHERE id = $1', [listingId]);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const body = { startsAt: slot.startsAt, contact: contact('Verdict'), answers: { maxBudget: 1000, occupants: 2 } };
    expect((await bookPublic(suite.stack.baseUrl, listingId, body, randomUUID())).status).toBe(422);
    const { rows } = await pool.query(`SELECT id FROM candidates WHERE listing_id = $1`, [listingId]);
    const realtor = await signIn(suite.stack.baseUrl, agent);
    await realtor.agent
      .post(`/api/candidates/${rows[0].id}/verdict`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ verdict: 'book' })
      .expect(204);
    expect((await bookPublic(suite.stack.baseUrl, listingId, body, randomUUID())).status).toBe(201);

    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda?lang=fr');
    await showDayOf(page, slot.startsAt);
    await page.locator('[data-testid="agenda-visit"]', { hasText: 'Camille Verdict' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('visit-answers').waitFor();
    expect(await dialog.getByTestId('visit-answers').textContent()).toContain('nombre de personnes du ménage');
    expect(await dialog.getByTestId('visit-answers').textContent()).toContain('1\u202f000');
    expect(await dialog.getByTestId('visit-verdict').textContent()).toBe(
      'Préqualification\u00a0: Visite à réserver (décision d’un agent). Le budget indiqué (1\u202f000\u00a0€) est inférieur au loyer (1\u202f200\u00a0€).',
    );
    await page.screenshot({ path: '/tmp/candflow-visit-dialog.png' });

    await dialog
      .getByRole('group', { name: 'Changer la préqualification' })
      .getByRole('button', { name: 'Liste d’attente' })
      .click();
    await waitFor(async () => {
      const { rows: after } = await pool.query(
        `SELECT c.verdict, (SELECT count(*)::int FROM candidate_events e WHERE e.candidate_id = c.id
                              AND e.kind = 'verdict_overridden') AS overrides
           FROM candidates c WHERE c.id = $1`,
        [rows[0].id],
      );
      return after[0].verdict === 'wait' && after[0].overrides === 2;
    }, 'the second override');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an agency admin change the rent form and previews it as a Brussels visitor would see it', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 375, height: 812 },
    });
    await signInContext(context, admin.email, admin.password, 'pro');
    await page.goto('/pro/prequalification?lang=fr');
    const preview = page.getByTestId('prequalification-preview');
    await preview.getByLabel('Nombre d’occupants').waitFor();

    await page.locator('[data-question="occupants"]').getByRole('checkbox').uncheck();
    expect(await preview.getByLabel('Nombre d’occupants').count()).toBe(0);
    await page.locator('[data-question="maxBudget"]').getByRole('switch').check();
    await preview.getByLabel('Loyer maximum (€ par mois) *').waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le formulaire de l’agence s’applique.').waitFor();
    const { rows } = await pool.query(`SELECT questions FROM prequalification_forms WHERE agency_id = $1`, [agency.id]);
    expect(rows).toEqual([
      {
        questions: [
          { key: 'moveInDate', required: false },
          { key: 'maxBudget', required: true },
        ],
      },
    ]);

    await page.getByLabel('Bien situé en').click();
    await page.getByRole('option', { name: /Bruxelles/ }).click();
    await preview.getByText(/la loi ne permet pas de demander avant la visite/).waitFor();
    expect(await preview.getByLabel('Loyer maximum (€ par mois) *').count()).toBe(0);
    await page.screenshot({ path: '/tmp/candflow-editor-phone.png', fullPage: true });
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a listing a form of its own from its page, and the booking page asks it', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(pool, agency.id, agent.id);
    await pool.query('UPDATE listings SET rent = 900 WHERE id = $1', [listingId]);
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto(`/pro/listings/${listingId}?lang=fr`);
    const panel = page.getByTestId('listing-prequalification');
    await panel.getByText(/Ses visiteurs sont interrogés sur/).waitFor();
    await panel.getByRole('switch', { name: /Un formulaire propre à ce bien/ }).check();
    await panel.locator('[data-question="maxBudget"]').getByRole('checkbox').uncheck();
    await panel.locator('[data-question="occupants"]').getByRole('switch').check();
    await panel.getByRole('button', { name: 'Enregistrer la préqualification' }).click();
    await panel
      .getByText('Ses visiteurs sont interrogés sur\u00a0: Date d’emménagement souhaitée, Nombre d’occupants.')
      .waitFor();
    const booking = await context.request.get(`/api/public/book/${listingId}`);
    const questions = ((await booking.json()) as { listings: { questions: { key: string; required: boolean }[] }[] })
      .listings[0].questions;
    expect(questions.map(({ key, required }) => `${key}${required ? '*' : ''}`)).toEqual(['moveInDate', 'occupants*']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a waiting-list offer's link on the freed slot, books it despite the waiting list, and spends the offer", async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(pool, agency.id, agent.id);
    await pool.query(`UPDATE listings SET rent = 900, available_from = current_date + 90 WHERE id = $1`, [listingId]);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const freed = await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Leaver', { phone: '+33 6 99 00 00 03' }) },
      randomUUID(),
    ).expect(201);
    const realtor = await signIn(suite.stack.baseUrl, agent);
    await realtor.agent
      .post(`/api/visits/${freed.body.id}/cancel`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ reason: 'Empêchement' })
      .expect(200);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone, status, verdict, source)
       VALUES ($1, $2, 'waiter@example.test', 'Camille', 'Waiter', '+33612345678', 5, 'wait', 'booking_page') RETURNING id`,
      [agency.id, listingId],
    );
    const token = randomUUID().replace(/-/g, '');
    await pool.query(
      `INSERT INTO waiting_list_offers (agency_id, listing_id, candidate_id, freed_visit_id, starts_at, token)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [agency.id, listingId, rows[0].id, freed.body.id, slot.startsAt, token],
    );

    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 375, height: 812 },
    });
    const query = new URLSearchParams({ offer: token, start: slot.startsAt, lang: 'fr' });
    await page.goto(`/book/${listingId}?${query.toString()}`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByLabel('Prénom', { exact: true }).fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Waiter');
    await page.getByLabel('Adresse e-mail').fill('waiter@example.test');
    await page.getByLabel('Téléphone mobile').fill('+33 6 12 34 56 78');
    // Still before the home is free: without the offer, the rules would put them back on the list.
    await page
      .getByLabel('Date d’emménagement souhaitée')
      .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    await page.getByRole('heading', { name: 'Votre visite est réservée' }).waitFor();

    const { rows: after } = await pool.query(
      `SELECT o.status, c.status AS candidate, c.verdict,
              (SELECT v.starts_at FROM visits v WHERE v.candidate_id = c.id) AS "startsAt"
         FROM waiting_list_offers o JOIN candidates c ON c.id = o.candidate_id WHERE o.token = $1`,
      [token],
    );
    expect(after).toEqual([{ status: 'taken', candidate: 7, verdict: 'book', startsAt: new Date(slot.startsAt) }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
