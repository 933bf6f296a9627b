import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage, signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import { insertListing, insertVisit } from '../e2e/back-office/back-office-fixtures';

const PHONE = { width: 390, height: 844 };

async function downloaded(page: Page, click: () => Promise<void>): Promise<unknown> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return JSON.parse(readFileSync(await download.path(), 'utf8'));
}

// Issue 37: the agency's duties as controller on one page for its admins, and a person's export and
// erasure from the candidate page.
describe('the privacy screens of the back office', () => {
  const suite = browserSuite({ workers: 0 });

  it("gives the agency's admin its contacts, retention, DPA, register, export and the operator's reads", async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const ops = await createUser(pool, { authType: 'ops' });
    await pool.query(
      `INSERT INTO audit_log (actor_user_id, agency_id, action, method, path, status, details)
       VALUES ($1, $2, 'ops.read', 'GET', '/api/messages/read-by-ops', 200, '{"resource":"messages"}')`,
      [ops.id, agency.id],
    );
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, admin.email, admin.password, 'pro');

    await page.goto('/pro?lang=fr');
    await page.getByRole('menuitem', { name: 'Confidentialité' }).click();
    await page.getByRole('heading', { name: 'Durées de conservation' }).waitFor();
    await page.getByText('/api/messages/read-by-ops').waitFor();
    await page.getByText('Sessions (adresse IP, navigateur)').waitFor();
    expect(await page.getByText(/Par défaut 36\u00a0mois/).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const breach = page.getByRole('region', { name: 'Contact en cas de violation de données' });
    await breach.getByLabel('Nom').fill('Claire Alerte');
    await breach.getByLabel('E-mail').fill('alerte@agence.example');
    await breach.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Réglages enregistrés').waitFor();
    const retention = page.getByRole('region', { name: 'Durées de conservation' });
    await retention.getByLabel('Conservées').first().fill('24');
    await retention.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Votre agence n’a pas encore accepté l’accord.').waitFor();
    await page.getByRole('button', { name: 'Accepter l’accord' }).click();
    await page.getByText(/acceptée le .* par /).waitFor();

    const register = (await downloaded(page, () =>
      page.getByRole('button', { name: 'Télécharger le registre' }).click(),
    )) as {
      controller: { breachContact: { email: string } };
    };
    const everything = (await downloaded(page, () =>
      page.getByRole('button', { name: 'Exporter les données' }).click(),
    )) as {
      agency: { id: string };
    };
    const { rows } = await pool.query(
      `SELECT breach_contact_email, visits_retention_months, dpa_accepted_by FROM agency_privacy WHERE agency_id = $1`,
      [agency.id],
    );
    expect(rows).toEqual([
      { breach_contact_email: 'alerte@agence.example', visits_retention_months: 24, dpa_accepted_by: admin.id },
    ]);
    expect(register.controller.breachContact.email).toBe('alerte@agence.example');
    expect(everything.agency.id).toBe(agency.id);
    expect(errors).toEqual([]);
    await page.screenshot({ path: '/tmp/privacy-page.png', fullPage: true });
  });

  it('shows the page whole on a phone, and neither the menu item nor the page to an agent', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });

    const phone = await openPage(suite.browser, suite.stack.baseUrl, { viewport: PHONE });
    await signInContext(phone.context, admin.email, admin.password, 'pro');
    await phone.page.goto('/pro/privacy?lang=fr');
    await phone.page.getByRole('heading', { name: 'Durées de conservation' }).waitFor();
    expect(await phone.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: '/tmp/privacy-page-phone.png', fullPage: true });

    const desk = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(desk.context, agent.email, agent.password, 'pro');
    await desk.page.goto('/pro?lang=fr');
    await desk.page.getByRole('menuitem', { name: 'Agenda' }).first().waitFor();
    expect(await desk.page.getByRole('menuitem', { name: 'Confidentialité' }).count()).toBe(0);
    await desk.page.goto('/pro/privacy?lang=fr');
    await desk.page.waitForTimeout(500);
    expect(await desk.page.getByRole('heading', { name: 'Durées de conservation' }).count()).toBe(0);
    expect(phone.errors.concat(desk.errors)).toEqual([]);
  });

  for (const viewport of [undefined, PHONE]) {
    it(`lets an admin export then anonymise a candidate, told what goes and what stays (${viewport ? 'phone' : 'desktop'})`, async () => {
      const pool = suite.stack.db.pool;
      const agency = await createAgency(pool);
      const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
      const listingId = await insertListing(pool, agency.id, admin.id);
      const visitId = await insertVisit(pool, { agencyId: agency.id, agentId: admin.id, listingId }, -48);
      const {
        rows: [{ candidate_id: candidateId }],
      } = await pool.query<{ candidate_id: string }>('SELECT candidate_id FROM visits WHERE id = $1', [visitId]);
      const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { viewport });
      await signInContext(context, admin.email, admin.password, 'pro');

      await page.goto(`/pro/candidates/${candidateId}/show?lang=fr`);
      await page.getByRole('heading', { level: 1, name: 'Camille V-48' }).waitFor();
      const exported = (await downloaded(page, () =>
        page.getByRole('button', { name: 'Exporter les données' }).click(),
      )) as {
        candidate: { lastName: string };
        visits: { id: string }[];
      };
      expect(exported.candidate.lastName).toBe('V-48');
      expect(exported.visits.map((visit) => visit.id)).toEqual([visitId]);

      await page.getByRole('button', { name: 'Anonymiser' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anonymiser ce candidat ?' });
      await dialog.getByText(/Ce qui reste\u00a0: les dates et statuts des visites passées/).waitFor();
      if (viewport) {
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Anonymiser' }).click();
      await page.getByText(/Données effacées le /).waitFor();
      expect(await page.getByText('Camille').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Anonymiser' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      const { rows } = await pool.query(
        `SELECT action FROM audit_log WHERE agency_id = $1 AND action LIKE 'candidate.%' ORDER BY id`,
        [agency.id],
      );
      expect(rows.map((row) => row.action)).toEqual(['candidate.exported', 'candidate.anonymised']);
      expect(errors).toEqual([]);
      await page.screenshot({
        path: `/tmp/candidate-anonymised-${viewport ? 'phone' : 'desktop'}.png`,
        fullPage: true,
      });
    });
  }
});
