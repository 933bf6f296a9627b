import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { contact, createBookableListing, offeredSlots, shortCodeOf } from '../e2e/visits/visit-fixtures';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser, signIn, type SignedIn } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

const TIME_ZONE = 'Europe/Paris';
const dayHeading = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
const percent = (rate: number) => new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(rate);

/**
 * Where a test puts a visit, in the agency's day: started earlier today (half-way between midnight and
 * now, so it has started whatever the hour of the run), or some days ago.
 */
const WHEN = {
  startedToday: `(date_trunc('day', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')
                 + (now() - (date_trunc('day', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')) / 2`,
  threeDaysAgo: `now() - interval '3 days'`,
  fourDaysAgo: `now() - interval '4 days'`,
} as const;

describe("the agent's home at /pro/visits", () => {
  const suite = browserSuite({ workers: 1 });

  async function agentWithListing() {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    return { agency, agent, listingId, realtor: await signIn(suite.stack.baseUrl, agent) };
  }

  /** Books the first offered slot `daysAhead` on, then moves the visit when the test needs it. */
  async function visit(
    realtor: SignedIn,
    listingId: string,
    name: string,
    options: { daysAhead?: number; at?: keyof typeof WHEN; status?: string } = {},
  ): Promise<{ id: string; startsAt: string }> {
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, options.daysAhead ?? 0);
    const booked = await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt: slot.startsAt, contact: contact(name) })
      .expect(201);
    if (!options.at) return { id: booked.body.id, startsAt: slot.startsAt };
    const { rows } = await suite.stack.db.pool.query<{ startsAt: Date }>(
      `UPDATE visits SET starts_at = ${WHEN[options.at]}, ends_at = ${WHEN[options.at]} + interval '30 minutes',
              status = $2 WHERE id = $1 RETURNING starts_at AS "startsAt"`,
      [booked.body.id, options.status ?? 'booked'],
    );
    await suite.stack.db.pool.query(
      'UPDATE visit_slots SET live = false WHERE id = (SELECT slot_id FROM visits WHERE id = $1)',
      [booked.body.id],
    );
    return { id: booked.body.id, startsAt: rows[0].startsAt.toISOString() };
  }

  async function openHome(email: string, password: string, viewport?: { width: number; height: number }) {
    // The browser's clock is in New York: the page must still read the agency's.
    const opened = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: 'America/New_York', viewport });
    await signInContext(opened.context, email, password, 'pro');
    await opened.page.goto('/pro/visits?lang=fr');
    return opened;
  }

  const itemOf = (page: Page, name: string) => page.getByTestId('home-visit').filter({ hasText: `Camille ${name}` });

  it('shows the coming days, the new candidates with their interest and the no-show rate, and acts in one tap', async () => {
    const { agent, listingId, realtor } = await agentWithListing();
    const before = await visit(realtor, listingId, 'Passe', { at: 'threeDaysAgo', status: 'done' });
    await visit(realtor, listingId, 'Oublie', { at: 'fourDaysAgo', status: 'no_show' });
    await visit(realtor, listingId, 'Matin', { at: 'startedToday' });
    await visit(realtor, listingId, 'Midi', { at: 'startedToday', status: 'confirmed' });
    const coming = await visit(realtor, listingId, 'Jeudi', { daysAhead: 2 });
    await request(suite.stack.baseUrl)
      .post(`/api/public/short-links/${await shortCodeOf(suite.stack.db.pool, before.id)}/interest`)
      .send({ interested: true })
      .expect(200);

    const { page, context, errors } = await openHome(agent.email, agent.password);
    const noShowFigure = page.getByText('Visites non honorées (90\u00a0j)').locator('..');
    await noShowFigure.getByText('1 sur 2 visites passées').waitFor();
    expect(await noShowFigure.textContent()).toContain(percent(0.5));
    const comingDays = page.getByRole('region', { name: 'Les 7 prochains jours' });
    await comingDays.getByText('Camille Jeudi').waitFor();
    expect(await comingDays.textContent()).toContain(dayHeading(coming.startsAt));
    const candidates = page.getByRole('region', { name: 'Nouveaux candidats' });
    const interested = candidates.getByTestId('new-candidate').filter({ hasText: 'Camille Passe' });
    await interested.getByText('Toujours intéressé').waitFor();
    expect(await candidates.getByTestId('new-candidate').count()).toBe(5);

    await itemOf(page, 'Matin').getByRole('button', { name: 'Effectuée' }).click();
    await itemOf(page, 'Matin').getByText('Effectuée', { exact: true }).waitFor();
    await noShowFigure.getByText('1 sur 3 visites passées').waitFor();
    await itemOf(page, 'Midi').getByRole('button', { name: 'Non honorée' }).click();
    await noShowFigure.getByText('2 sur 4 visites passées').waitFor();
    expect(await itemOf(page, 'Midi').getByRole('button').count()).toBe(0);

    await itemOf(page, 'Jeudi').getByRole('button', { name: 'Annuler' }).click();
    // A preset reason, which the visitor reads in their own language, and the agent's own note after it.
    const cancelDialog = page.getByRole('dialog');
    expect(await cancelDialog.getByRole('button', { name: 'Annuler la visite' }).isDisabled()).toBe(true);
    await cancelDialog.getByRole('radio', { name: 'Le bien vient d’être loué ou vendu' }).check();
    await cancelDialog.getByLabel('Précision pour le visiteur (facultatif)').fill('Désolés du contretemps.');
    await cancelDialog.getByRole('button', { name: 'Annuler la visite' }).click();
    await comingDays.getByText('Aucune visite prévue dans les 7 prochains jours.').waitFor();
    const { rows } = await suite.stack.db.pool.query('SELECT status, cancelled_why FROM visits WHERE id = $1', [
      coming.id,
    ]);
    expect(rows[0]).toEqual({
      status: 'cancelled',
      cancelled_why: 'Le bien vient d’être loué ou vendu – Désolés du contretemps.',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has the visitor sign the bon de visite on a phone once the visit is done, then serves the PDF', async () => {
    const { agent, listingId, realtor } = await agentWithListing();
    const signed = await visit(realtor, listingId, 'Signe', { at: 'startedToday' });

    const { page, context, errors } = await openHome(agent.email, agent.password, { width: 390, height: 844 });
    const item = itemOf(page, 'Signe');
    await item.getByRole('button', { name: 'Effectuée' }).click();
    await item.getByText('Effectuée', { exact: true }).waitFor();
    // Done, and still to be signed: the visitor signs at the end of the visit, after the tap.
    await item.getByRole('button', { name: 'Bon de visite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bon de visite' });
    expect(await dialog.getByLabel('Nom du visiteur').inputValue()).toBe('Camille Signe');
    const save = dialog.getByRole('button', { name: 'Enregistrer le bon signé' });
    expect(await save.isDisabled()).toBe(true);
    const pad = await dialog.getByLabel('Signature du visiteur').boundingBox();
    if (!pad) throw new Error('no signature pad on screen');
    await page.mouse.move(pad.x + 20, pad.y + pad.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(pad.x + 20 + step * 25, pad.y + pad.height * (0.7 - 0.4 * Math.sin(step / 2)));
    }
    await page.mouse.up();
    await save.click();
    await page.getByText('Bon de visite signé et enregistré').waitFor();

    const link = item.getByRole('link', { name: 'Bon signé (PDF)' });
    await link.waitFor();
    const download = page.waitForEvent('download');
    await link.click();
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { rows } = await suite.stack.db.pool.query(
      'SELECT signer_name, size_bytes FROM visit_vouchers WHERE visit_id = $1',
      [signed.id],
    );
    expect(rows).toEqual([{ signer_name: 'Camille Signe', size_bytes: pdf.length }]);
    expect(await item.getByRole('button', { name: 'Bon de visite' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("records the listing's owner and shows the listing's no-show rate, interest and signed vouchers", async () => {
    const { agent, listingId, realtor } = await agentWithListing();
    await suite.stack.db.pool.query('UPDATE listings SET rent = 950 WHERE id = $1', [listingId]);
    const came = await visit(realtor, listingId, 'Venue', { at: 'threeDaysAgo', status: 'done' });
    await visit(realtor, listingId, 'Absente', { at: 'fourDaysAgo', status: 'no_show' });
    await request(suite.stack.baseUrl)
      .post(`/api/public/short-links/${await shortCodeOf(suite.stack.db.pool, came.id)}/interest`)
      .send({ interested: false })
      .expect(200);
    await suite.stack.db.pool.query(
      `INSERT INTO visit_vouchers (visit_id, agency_id, signer_name, storage_key, size_bytes)
       SELECT id, agency_id, 'Camille Venue', 'visit-vouchers/none.pdf', 1 FROM visits WHERE id = $1`,
      [came.id],
    );

    const { page, context, errors } = await openHome(agent.email, agent.password);
    await page.goto(`/pro/listings/${listingId}`);
    await page.getByRole('tab', { name: 'Historique des visites' }).click();
    const history = page.getByRole('region', { name: 'Visites de l’annonce' });
    await history.getByText(percent(0.5)).waitFor();
    const venue = history.getByTestId('listing-visit').filter({ hasText: 'Camille Venue' });
    await venue.getByText('Plus intéressé').waitFor();
    expect(await venue.getByRole('link', { name: 'Bon signé (PDF)' }).getAttribute('href')).toBe(
      `/api/visits/${came.id}/voucher`,
    );
    expect(await history.getByTestId('listing-visit').count()).toBe(2);

    await page.getByRole('tab', { name: 'Propriétaire' }).click();
    await page.getByLabel('Nom du propriétaire').fill('Jan Peeters');
    await page.getByLabel('E-mail du propriétaire').fill('jan.peeters@example.test');
    await page.getByLabel('Langue du rapport').click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const { rows } = await suite.stack.db.pool.query(
      'SELECT owner_name, owner_email, owner_language FROM listings WHERE id = $1',
      [listingId],
    );
    expect(rows[0]).toEqual({
      owner_name: 'Jan Peeters',
      owner_email: 'jan.peeters@example.test',
      owner_language: 'nl',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
