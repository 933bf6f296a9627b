import { openPage, signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

/** Issue 22: the back-office page giving the widget's snippet, its live preview and the allowed sites. */
describe('the widget page of the back office', () => {
  const suite = browserSuite({ workers: 0 });

  it('gives the snippet of both modes in the agency colour, previews it live and lists the allowed sites', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool, { name: 'Agence Widget' });
    await pool.query(`UPDATE agencies SET widget_allowed_origins = $2, brand_color = '#0f766e' WHERE id = $1`, [
      agency.id,
      ['https://www.agence-widget.example'],
    ]);
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    await createBookableListing(pool, agency.id, admin.id);

    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, admin.email, admin.password, 'pro');
    await page.goto('/pro/widget?lang=fr');
    const snippet = page.getByLabel('Code du widget');
    await waitFor(async () => (await snippet.inputValue()).includes('data-color="#0f766e"'), 'the agency colour');
    expect(await snippet.inputValue()).toBe(
      `<div data-creneau-book="${agency.slug}" data-color="#0f766e"></div>\n` +
        `<script src="${suite.stack.baseUrl}/widget.js" async></script>`,
    );
    expect(await page.getByText('https://www.agence-widget.example').count()).toBe(1);

    // The preview runs the snippet itself: the inline frame with the agency's booking page.
    const preview = page.frameLocator('iframe[title="Aperçu"]');
    await preview.frameLocator('[data-creneau-book] iframe').getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: '/tmp/widget-page-inline.png', fullPage: true });

    await page.getByLabel('Bouton qui ouvre une fenêtre').check();
    await waitFor(async () => (await snippet.inputValue()).includes('data-mode="button"'), 'the button mode');
    await preview.getByRole('button', { name: 'Réserver une visite' }).click();
    await preview.getByRole('dialog', { name: 'Réserver une visite' }).waitFor();

    // A bad colour is said so and left out of the snippet.
    await page.getByLabel('Couleur de l’agence').fill('rouge');
    await page.getByText('Couleur non reconnue').waitFor();
    expect(await snippet.inputValue()).not.toContain('data-color');
    await page.screenshot({ path: '/tmp/widget-page-button.png', fullPage: true });
  });
});
