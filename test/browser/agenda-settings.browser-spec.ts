import type { Page } from 'playwright-core';
import { openPage, signInContext } from '../support/browser';
import { waitFor } from '../support/processes';
import { createAgency, createUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

// The browser's clock is six hours behind the agency's: the settings must still speak the agency's time.
const BROWSER_ZONE = 'America/New_York';

describe('the agenda settings of /pro/agenda: absences, the calendar link, travel time', () => {
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
    await listed.getByRole('button', { name: "Supprimer l'absence" }).click();
    await absences.getByText('Aucune absence prévue.').waitFor();
    expect((await suite.stack.db.pool.query('SELECT 1 FROM absences WHERE agent_id = $1', [agent.id])).rowCount).toBe(
      0,
    );

    // The calendar link: shown once when made, working; renewed, the old one stops; revoked, none works.
    const feed = page.getByRole('region', { name: 'Abonnement agenda' });
    await feed.getByText("Vous n'avez pas de lien d'abonnement.").waitFor();
    await feed.getByRole('button', { name: "Créer mon lien d'abonnement" }).click();
    const url = feed.getByLabel("Lien d'abonnement (iCalendar)");
    await url.waitFor();
    const first = await url.inputValue();
    await feed.getByText("Votre lien d'abonnement est actif depuis le", { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/agenda-feed.png', fullPage: true });
    const subscribed = await context.request.get(first);
    await feed.getByRole('button', { name: 'Renouveler le lien' }).click();
    await waitFor(async () => (await url.inputValue()) !== first, 'the renewed link');
    const renewed = await url.inputValue();
    const old = await context.request.get(first);
    await feed.getByRole('button', { name: 'Révoquer le lien' }).click();
    await feed.getByText("Vous n'avez pas de lien d'abonnement.").waitFor();
    const revoked = await context.request.get(renewed);

    expect(first).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    expect([subscribed.status(), (await subscribed.text()).startsWith('BEGIN:VCALENDAR')]).toEqual([200, true]);
    expect(renewed).not.toBe(first);
    expect([old.status(), revoked.status()]).toEqual([404, 404]);
    expect(await url.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sets the agency's least travel time between two visits in its settings", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: agency.id,
      role: 'agency_admin',
    });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = page;
    await signInContext(context, admin.email, admin.password, 'pro');
    await page.goto(`/pro/agencies/${agency.id}?lang=fr`);

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
});
