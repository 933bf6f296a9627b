import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { jpegPhoto } from '../support/images';
import { browserSuite } from '../support/browser-suite';

describe('listings in the back office', () => {
  const suite = browserSuite({ workers: 0 });

  it('creates a listing, adds a photo and finds it in the list with its cover and price', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const photoPath = join(mkdtempSync(join(tmpdir(), 'creneau-')), 'salon.jpg');
    writeFileSync(photoPath, await jpegPhoto());
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, agent.email, agent.password, 'pro');

    await page.goto('/pro/listings/create?lang=fr');
    await page.getByLabel('Référence').fill('NAV-001');
    await page.getByLabel('Transaction').click();
    await page.getByRole('option', { name: 'Location' }).click();
    await page.getByLabel('Type de bien').click();
    await page.getByRole('option', { name: 'Appartement' }).click();
    await page.getByLabel('Titre (français)').fill('Studio rénové près du canal');
    await page.getByRole('tab', { name: 'Prix' }).click();
    await page.getByLabel('Loyer mensuel').fill('1250');
    await page.getByRole('button', { name: /Enregistrer/i }).click();
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.locator('input[type=file]').setInputFiles(photoPath);
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();

    await page.goto('/pro/listings');
    const row = page.getByRole('row', { name: /NAV-001/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/1\s250\s€ \/ mois/);
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/api\/media\/listing-photos\/.+\/thumb\.webp$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets an agency admin pick the agent in charge of a new listing among the agency's active agents", async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const hugo = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const gone = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    await pool.query(
      `UPDATE users SET first_name = v.first, last_name = v.last, active = v.active
         FROM (VALUES ($1::uuid, 'Claire', 'Martin', true), ($2::uuid, 'Hugo', 'Bernard', true),
                      ($3::uuid, 'Paul', 'Parti', false)) AS v(id, first, last, active) WHERE users.id = v.id`,
      [admin.id, hugo.id, gone.id],
    );
    const { page, context } = await suite.open();
    await signInContext(context, admin.email, admin.password, 'pro');

    await page.goto('/pro/listings/create?lang=fr');
    await page.getByLabel('Référence').fill('AGENT-001');
    await page.getByLabel('Transaction').click();
    await page.getByRole('option', { name: 'Location' }).click();
    await page.getByLabel('Type de bien').click();
    await page.getByRole('option', { name: 'Appartement' }).click();
    await page.getByLabel('Agent responsable').click();
    const choices = await page.getByRole('option').allTextContents();
    await page.getByRole('option', { name: 'Hugo Bernard' }).click();
    await page.getByRole('button', { name: /Enregistrer/i }).click();
    await page.getByRole('tab', { name: 'Photos' }).waitFor();

    // Active agents of the agency only, by last name; the one who left is not offered.
    expect(choices.filter((choice) => choice.trim())).toEqual(['Hugo Bernard', 'Claire Martin']);
    const { rows } = await pool.query(
      `SELECT agent_id FROM listings WHERE agency_id = $1 AND reference = 'AGENT-001'`,
      [agency.id],
    );
    expect(rows).toEqual([{ agent_id: hugo.id }]);
    expect(await page.getByLabel('Agent responsable').textContent()).toContain('Hugo Bernard');
  });
});
