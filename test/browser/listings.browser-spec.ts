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
});
