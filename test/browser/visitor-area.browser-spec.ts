import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { createAgency, createUser, signIn, TEST_PASSWORD, type UserRow } from '../support/factories';
import { jpegPhoto } from '../support/images';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';
import { bookAs, pastVisitLike } from '../e2e/visitor/visitor-fixtures';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

const PHONE = { width: 375, height: 812 };
const TITLE = 'Trois pièces lumineux au Marais';

describe('the visitor area and the public agency and agent pages', () => {
  let agencySlug: string;
  let agencyName: string;
  let agentSlug: string;
  let listingId: string;

  const suite = browserSuite({ workers: 1 });

  beforeAll(async () => {
    const agency = await createAgency(suite.stack.db.pool);
    agencySlug = agency.slug;
    agencyName = agency.name;
    await suite.stack.db.pool.query(
      `UPDATE agencies SET phone = '+33 1 42 72 00 00', street = '12 rue des Archives', postal_code = '75004',
              city = 'Paris', brand_color = '#0f766e' WHERE id = $1`,
      [agency.id],
    );
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    agentSlug = `claire-${agency.slug}`;
    await suite.stack.db.pool.query(
      `UPDATE users SET public_slug = $2, first_name = 'Claire', last_name = 'Martin' WHERE id = $1`,
      [agent.id, agentSlug],
    );
    listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = jsonb_build_object('fr', $2::text), city = 'Paris', rent = 1450, surface = 62,
              rooms = 3, bedrooms = 2 WHERE id = $1`,
      [listingId, TITLE],
    );
    const realtor = await signIn(suite.stack.baseUrl, agent);
    await realtor.agent
      .post(`/api/listings/${listingId}/photos`)
      .set('X-CSRF-Token', realtor.csrf)
      .attach('photo', await jpegPhoto(1200, 800), { filename: 'salon.jpg', contentType: 'image/jpeg' })
      .expect(201);
  });

  /** A proven visitor account (as after a magic link) with the e-mail the bookings were made with. */
  async function visitor(): Promise<UserRow> {
    const user = await createUser(suite.stack.db.pool, { authType: 'visitor' });
    await suite.stack.db.pool.query(
      `UPDATE users SET email_verified_at = now(), first_name = 'Camille' WHERE id = $1`,
      [user.id],
    );
    return user;
  }

  async function visitCard(page: Page, visitId: string): Promise<Locator> {
    const { rows } = await suite.stack.db.pool.query<{ starts_at: Date }>(
      `SELECT starts_at FROM visits WHERE id = $1`,
      [visitId],
    );
    return page.locator('li').filter({ has: page.locator(`time[datetime="${rows[0].starts_at.toISOString()}"]`) });
  }

  const visitRow = async (id: string) =>
    (await suite.stack.db.pool.query(`SELECT status, cancelled_by, cancelled_why FROM visits WHERE id = $1`, [id]))
      .rows[0];

  it('lets a visitor confirm, cancel with a reason and move visits, read messages, export and erase their data', async () => {
    const camille = await visitor();
    const toConfirm = await bookAs(suite.stack.baseUrl, listingId, camille.email, 0);
    const toCancel = await bookAs(suite.stack.baseUrl, listingId, camille.email, 1);
    await pastVisitLike(suite.stack.db.pool, toConfirm, 3);
    await waitFor(async () => {
      const { rows } = await suite.stack.db.pool.query(
        `SELECT 1 FROM messages WHERE lower(recipient) = lower($1) AND purpose = 'visit_booked'`,
        [camille.email],
      );
      return rows.length > 0;
    }, 'the booking e-mail');

    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, camille.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/home?lang=fr');
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await page.getByRole('heading', { name: 'Mes visites' }).waitFor();
    const first = await visitCard(page, toConfirm);
    await first.getByText(TITLE).waitFor();
    expect(await page.getByRole('heading', { name: 'Passées et annulées' }).isVisible()).toBe(true);
    expect(await page.getByText('Effectuée').count()).toBe(1);
    // My messages: the booking confirmation e-mail sent to this visitor, readable in place.
    const messages = page.getByRole('region', { name: 'Mes messages' });
    await messages.getByRole('heading', { level: 2, name: 'Mes messages' }).waitFor();
    const bookedMail = messages
      .getByRole('listitem')
      .filter({ hasText: /Votre visite du .+ est réservée/ })
      .first();
    await bookedMail.waitFor();
    expect(await bookedMail.getByText('E-mail', { exact: true }).isVisible()).toBe(true);
    await bookedMail.getByText('Lire le message').click();
    await bookedMail.getByText(TITLE).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/visitor-home-phone.png', fullPage: true });

    await first.getByRole('button', { name: 'Je confirme ma venue' }).click();
    await page.getByRole('status').filter({ hasText: 'Merci, votre venue est confirmée.' }).waitFor();
    await first.getByText('Confirmée').waitFor();
    expect((await visitRow(toConfirm)).status).toBe('confirmed');

    const second = await visitCard(page, toCancel);
    await second.getByRole('button', { name: 'Annuler la visite' }).click();
    await second.getByLabel('Motif (facultatif)').fill('Je ne suis plus disponible ce jour-là');
    expect(await seriousViolations(page)).toEqual([]);
    await second.getByRole('button', { name: 'Oui, annuler' }).click();
    await page.getByRole('status').filter({ hasText: 'Votre visite est annulée.' }).waitFor();
    expect(await visitRow(toCancel)).toEqual({
      status: 'cancelled',
      cancelled_by: 'candidate',
      cancelled_why: 'Je ne suis plus disponible ce jour-là',
    });

    // Moving the confirmed visit: the first free start offered, in the agency's time zone.
    await first.getByRole('button', { name: 'Changer de créneau' }).click();
    await first.getByRole('group', { name: 'Jour' }).getByRole('radio').nth(1).check();
    await first.locator('input[name^="slot-"]').first().check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/visitor-reschedule-phone.png', fullPage: true });
    await first.getByRole('button', { name: 'Déplacer ma visite' }).click();
    await page.getByRole('status').filter({ hasText: 'Votre visite est déplacée au' }).waitFor();
    // The old visit ends as rescheduled and is shown as moved; the new one waits to be confirmed.
    expect(await visitRow(toConfirm)).toMatchObject({ status: 'rescheduled', cancelled_why: null });
    await page.getByText('Déplacée', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Je confirme ma venue' }).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^creneau-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.account.email).toBe(camille.email);
    expect(exported.visits.map((visit: { status: string }) => visit.status).sort()).toEqual(
      ['booked', 'cancelled', 'rescheduled', 'done'].sort(),
    );

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirmation = page.getByLabel(/Pour confirmer, saisissez votre adresse e-mail/);
    await confirmation.fill('quelquun.dautre@example.test');
    await page.getByRole('button', { name: 'Tout supprimer' }).click();
    await page.getByText('Ce n’est pas l’adresse de ce compte.').waitFor();
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
    const kept = await suite.stack.db.pool.query(`SELECT 1 FROM users WHERE id = $1`, [camille.id]);
    expect(kept.rowCount).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await confirmation.fill(camille.email.toUpperCase());
    await page.getByRole('button', { name: 'Tout supprimer' }).click();
    await page.getByText('Vos données ont été supprimées. Au revoir\u202f!').waitFor();
    await page.waitForURL(/\/visits$/);
    const gone = await suite.stack.db.pool.query(`SELECT 1 FROM users WHERE id = $1`, [camille.id]);
    expect(gone.rowCount).toBe(0);
  });

  it('shows the desktop visitor area with an upcoming visit to confirm', async () => {
    const dominique = await visitor();
    await bookAs(suite.stack.baseUrl, listingId, dominique.email, 0);
    const { page, context } = await suite.open();
    await signInContext(context, dominique.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/home?lang=fr');
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await page.getByRole('button', { name: 'Je confirme ma venue' }).waitFor();
    // Each upcoming visit gives its .ics again, not only the booking's confirmation screen (issue 31).
    expect(await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href')).toMatch(
      /^\/api\/public\/visits\/[0-9a-f-]{36}\/ics\?token=[0-9a-f]{64}$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/visitor-home-desktop.png', fullPage: true });
  });

  it('shows the agency page with its listing and a booking button to /book/{listing id}', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [undefined, 'desktop'],
    ] as const) {
      const { page } = await suite.open({ viewport });
      await page.goto(`/agency/${agencySlug}?lang=fr`);
      await page.getByRole('heading', { level: 1, name: agencyName }).waitFor();
      await page.getByRole('button', { name: 'Accepter', exact: true }).click();
      expect(await page.getByRole('link', { name: '+33 1 42 72 00 00' }).getAttribute('href')).toBe('tel:+33142720000');
      expect(await page.getByText('12 rue des Archives').isVisible()).toBe(true);
      const book = page.getByRole('link', { name: `Réserver une visite\u00a0: ${TITLE}` });
      expect(await book.getAttribute('href')).toBe(`/book/${listingId}`);
      expect(await page.getByText(/^1\s450\s€ \/ mois$/).isVisible()).toBe(true);
      await page
        .locator('.listing-card img')
        .evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
      expect(await page.getByRole('link', { name: 'Claire Martin' }).getAttribute('href')).toBe(`/agent/${agentSlug}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/agency-page-${name}.png`, fullPage: true });
    }
  });

  it('shows the agent page with the agency and the listing to book, and an unknown agent as not found', async () => {
    const { page } = await suite.open({ viewport: PHONE });
    await page.goto(`/agent/${agentSlug}?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Claire Martin' }).waitFor();
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    expect(await page.getByText(`Agent chez ${agencyName}`).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `Voir l’agence ${agencyName}` }).getAttribute('href')).toBe(
      `/agency/${agencySlug}`,
    );
    const book = page.getByRole('link', { name: `Réserver une visite\u00a0: ${TITLE}` });
    expect(await book.getAttribute('href')).toBe(`/book/${listingId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/agent-page-phone.png', fullPage: true });

    // In Dutch, the title falls back to French (the only one written) and the card reads its type.
    await page.goto(`/agent/${agentSlug}?lang=nl`);
    await page.getByText(`Makelaar bij ${agencyName}`).waitFor();
    // The listing cards arrive after the agent's header: wait for them, not just look.
    await page.getByText('Te huur · Appartement').waitFor();
    expect(await page.getByRole('link', { name: `Bezoek boeken: ${TITLE}` }).getAttribute('href')).toBe(
      `/book/${listingId}`,
    );

    await page.goto('/agent/personne-de-ce-nom?lang=fr');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
  });
});
