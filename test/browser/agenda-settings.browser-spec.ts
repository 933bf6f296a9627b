import type { Page } from 'playwright-core';
import { openPage, signInContext } from '../support/browser';
import { waitFor } from '../support/processes';
import { createAgency, createUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

// The browser's clock is six hours behind the agency's: the settings must still speak the agency's time.
const BROWSER_ZONE = 'America/New_York';

describe('the settings of /pro: absences, the calendar link, travel time, reminder policy and alerts', () => {
  const suite = browserSuite({ workers: 1 });

  let lastPage: Page | undefined;
  afterEach(async () => {
    await lastPage?.screenshot({ path: '/tmp/agenda-settings-last.png' }).catch(() => undefined);
  });

  it('keeps absences and hands out, renews and revokes the private calendar link', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = page;
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda/settings?lang=fr');

    // An absence on the agency's clock: listed with its reason, then deleted.
    const absences = page.getByRole('region', { name: 'Absences et congés' });
    await absences.getByText('Aucune absence prévue.').waitFor();
    await absences.getByLabel('Début', { exact: true }).fill('2031-01-06T09:00');
    await absences.getByLabel('Fin', { exact: true }).fill('2031-01-10T19:00');
    await absences.getByLabel('Motif (facultatif)').fill('Congés');
    await absences.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const listed = absences.getByTestId('absence');
    await listed.getByText('Congés').waitFor();
    const { rows: added } = await suite.stack.db.pool.query(
      'SELECT starts_at, ends_at, reason FROM absences WHERE agent_id = $1',
      [agent.id],
    );
    expect(added).toEqual([
      {
        starts_at: new Date('2031-01-06T08:00:00Z'),
        ends_at: new Date('2031-01-10T18:00:00Z'),
        reason: 'Congés',
      },
    ]);
    await listed.getByRole('button', { name: 'Supprimer l’absence' }).click();
    await absences.getByText('Aucune absence prévue.').waitFor();
    expect((await suite.stack.db.pool.query('SELECT 1 FROM absences WHERE agent_id = $1', [agent.id])).rowCount).toBe(
      0,
    );

    // The calendar link: shown once when made, working; renewed, the old one stops; revoked, none works.
    const feed = page.getByRole('region', { name: 'Abonnement agenda' });
    await feed.getByText('Vous n’avez pas de lien d’abonnement.').waitFor();
    await feed.getByRole('button', { name: 'Créer mon lien d’abonnement' }).click();
    const url = feed.getByLabel('Lien d’abonnement (iCalendar)');
    await url.waitFor();
    const first = await url.inputValue();
    await feed.getByText('Votre lien d’abonnement est actif depuis le', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/agenda-feed.png', fullPage: true });
    const subscribed = await context.request.get(first);
    await feed.getByRole('button', { name: 'Renouveler le lien' }).click();
    await waitFor(async () => (await url.inputValue()) !== first, 'the renewed link');
    const renewed = await url.inputValue();
    const old = await context.request.get(first);
    await feed.getByRole('button', { name: 'Révoquer le lien' }).click();
    await feed.getByText('Vous n’avez pas de lien d’abonnement.').waitFor();
    const revoked = await context.request.get(renewed);

    expect(first).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    expect([subscribed.status(), (await subscribed.text()).startsWith('BEGIN:VCALENDAR')]).toEqual([200, true]);
    expect(renewed).not.toBe(first);
    expect([old.status(), revoked.status()]).toEqual([404, 404]);
    expect(await url.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an agent their portal address, which they copy, and an admin the agency's too, on a phone", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: agency.id,
      role: 'agency_admin',
    });
    const localPart = async (userId: string | null) =>
      (
        await suite.stack.db.pool.query<{ local_part: string }>(
          'SELECT local_part FROM inbound_addresses WHERE agency_id = $1 AND user_id IS NOT DISTINCT FROM $2',
          [agency.id, userId],
        )
      ).rows[0]?.local_part;

    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 390, height: 844 },
    });
    lastPage = page;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda/settings?lang=fr');
    const portals = page.getByRole('region', { name: 'Adresse pour les portails' });
    const shown = portals.getByTestId('inbound-address');
    await shown.first().waitFor();
    const mine = `${await localPart(agent.id)}@`;
    expect(await shown.allTextContents()).toEqual([expect.stringContaining(mine)]);
    const address = (await shown.textContent())!;
    await portals.getByRole('button', { name: `Copier ${address}` }).click();
    await page.getByText('Adresse copiée').waitFor();
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(address);
    await portals.getByText('SeLoger', { exact: true }).waitFor();
    // Nothing of the section wider than the phone: the page does not scroll sideways.
    const fits = await page.evaluate(() => {
      const { document, innerWidth } = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return document.documentElement.scrollWidth <= innerWidth;
    });
    await portals.screenshot({ path: '/tmp/portal-address-phone.png' });
    await context.close();

    const asAdmin = await openPage(suite.browser, suite.stack.baseUrl);
    lastPage = asAdmin.page;
    await signInContext(asAdmin.context, admin.email, admin.password, 'pro');
    await asAdmin.page.goto('/pro/agenda/settings?lang=fr');
    const adminShown = asAdmin.page
      .getByRole('region', { name: 'Adresse pour les portails' })
      .getByTestId('inbound-address');
    await adminShown.nth(1).waitFor();
    expect(await adminShown.allTextContents()).toEqual([
      expect.stringContaining(`${await localPart(admin.id)}@`),
      expect.stringContaining(`${await localPart(null)}@`),
    ]);

    expect(fits).toBe(true);
    expect([...errors, ...asAdmin.errors]).toEqual([]);
    await asAdmin.context.close();
  });

  /** An agency of its own, its admin signed in on the agency's settings page. */
  async function openAgencySettings() {
    const agency = await createAgency(suite.stack.db.pool);
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: agency.id,
      role: 'agency_admin',
    });
    const opened = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = opened.page;
    await signInContext(opened.context, admin.email, admin.password, 'pro');
    await opened.page.goto(`/pro/agencies/${agency.id}?lang=fr`);
    return { agency, ...opened };
  }

  it("sets the agency's least travel time between two visits in its settings", async () => {
    const { agency, page, context, errors } = await openAgencySettings();

    const field = page.getByLabel('Trajet minimum entre deux biens (minutes)');
    await field.waitFor();
    expect(await field.inputValue()).toBe('15');
    await field.fill('150');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('input[name="travelMinMinutes"][aria-invalid="true"]').waitFor();
    expect(
      (await suite.stack.db.pool.query('SELECT travel_min_minutes AS m FROM agencies WHERE id = $1', [agency.id])).rows,
    ).toEqual([{ m: 15 }]);
    await field.fill('45');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(agency.id));
    const { rows } = await suite.stack.db.pool.query('SELECT travel_min_minutes AS m FROM agencies WHERE id = $1', [
      agency.id,
    ]);
    expect(rows).toEqual([{ m: 45 }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sets the agency's reminder policy in its settings, under the agency's own name, refusing a lead too short", async () => {
    const { agency, page, context, errors } = await openAgencySettings();
    const policy = async () =>
      (
        await suite.stack.db.pool.query(
          `SELECT to_char(confirmation_request_time, 'HH24:MI') AS request, reminder_lead_minutes AS lead,
                  confirmation_deadline_minutes AS deadline, release_unconfirmed AS release
             FROM agencies WHERE id = $1`,
          [agency.id],
        )
      ).rows[0];

    // "Agence Agence …" was react-admin's default title: the resource's name, then the record's.
    await page.getByLabel('Rappel (minutes avant la visite)').waitFor();
    expect(await page.locator('#react-admin-title').innerText()).toBe(agency.name);
    await page.getByLabel('Rappel (minutes avant la visite)').fill('5');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('input[name="reminderLeadMinutes"][aria-invalid="true"]').waitFor();
    expect(await policy()).toEqual({ request: '18:00', lead: 120, deadline: 180, release: false });

    await page.getByLabel('Demande de confirmation la veille à').fill('19:30');
    await page.getByLabel('Rappel (minutes avant la visite)').fill('60');
    await page.getByLabel('Confirmation attendue (minutes avant)').fill('240');
    await page.getByLabel('Libérer les créneaux non confirmés').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(agency.id));
    expect(await policy()).toEqual({ request: '19:30', lead: 60, deadline: 240, release: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an agent choose how each alert comes and set quiet hours, on a phone', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      timezoneId: BROWSER_ZONE,
      viewport: { width: 390, height: 844 },
    });
    lastPage = page;
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/notification-preferences?lang=fr');

    await page.getByRole('combobox', { name: 'Nouvelle visite réservée' }).click();
    await page.getByRole('option', { name: 'Aucune alerte' }).click();
    await page.getByRole('combobox', { name: 'Visite annulée par le candidat' }).click();
    await page.getByRole('option', { name: 'SMS', exact: true }).click();
    await page.getByLabel('Heures de tranquillité').check();
    await page.getByLabel('Début').fill('20:30');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Préférences enregistrées').waitFor();

    const { rows: channels } = await suite.stack.db.pool.query(
      'SELECT alert, channel FROM notification_preferences WHERE user_id = $1 ORDER BY alert',
      [agent.id],
    );
    expect(Object.fromEntries(channels.map((row) => [row.alert, row.channel]))).toMatchObject({
      visit_booked: 'none',
      visit_cancelled: 'sms',
    });
    const { rows: quiet } = await suite.stack.db.pool.query(
      `SELECT to_char(quiet_hours_start, 'HH24:MI') AS start, to_char(quiet_hours_end, 'HH24:MI') AS "end"
         FROM users WHERE id = $1`,
      [agent.id],
    );
    // On the agency's clock, as typed: the browser's own zone plays no part.
    expect(quiet).toEqual([{ start: '20:30', end: '08:00' }]);

    // What was saved is what the page shows when it comes back.
    await page.reload();
    await page.getByRole('combobox', { name: 'Nouvelle visite réservée' }).getByText('Aucune alerte').waitFor();
    expect(await page.getByLabel('Début').inputValue()).toBe('20:30');
    expect(errors).toEqual([]);
    await context.close();
  });
});
