import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';

describe("the owner report's unsubscribe link, opened by a person", () => {
  const suite = browserSuite({ workers: 1 });

  it('asks first, then stops the report of that listing and says so', async () => {
    const { pool } = suite.stack.db;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(pool, agency.id, agent.id);
    await pool.query(`UPDATE listings SET owner_email = 'proprio@example.test', owner_language = 'fr' WHERE id = $1`, [
      listingId,
    ]);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 2);
    await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Proprio') },
      `unsubscribe-${listingId}`,
    ).expect(201);
    const run = await suite.stack.queue('reminders').add('SendOwnerReports', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'the weekly reports');
    const { rows } = await pool.query(
      `SELECT headers->>'unsubscribeUrl' AS url, reference FROM messages m JOIN listings l ON l.id = $1
        WHERE m.purpose = 'owner_weekly_report' AND m.recipient = 'proprio@example.test'`,
      [listingId],
    );
    const url = new URL(rows[0].url as string);
    const { page } = await suite.open();

    await page.goto(url.pathname + url.search);
    await page.getByRole('heading', { level: 1, name: 'Ne plus recevoir le rapport hebdomadaire' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/unsubscribe/owner-report');
    expect((await pool.query('SELECT 1 FROM owner_report_opt_outs WHERE listing_id = $1', [listingId])).rowCount).toBe(
      0,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();

    await page
      .getByRole('status')
      .filter({ hasText: `vous ne recevrez plus le rapport hebdomadaire du bien ${rows[0].reference}` })
      .waitFor();
    expect((await pool.query('SELECT 1 FROM owner_report_opt_outs WHERE listing_id = $1', [listingId])).rowCount).toBe(
      1,
    );
  });
});
