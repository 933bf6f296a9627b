import type { DataSource } from 'typeorm';
import { connect, queueTestSms, settled } from '../e2e/sms/sms-fixtures';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';
import { uniquePhone } from '../support/twilio-peer';

describe('the message log shows SMS', () => {
  let dataSource: DataSource;

  // Before the suite's own: jest runs afterAll hooks in the order they are declared, and the connection
  // must close before the stack drops its database.
  afterAll(async () => {
    await dataSource?.destroy();
  });

  const suite = browserSuite();

  beforeAll(async () => {
    dataSource = await connect(suite.stack);
  });

  it("shows an agency admin their agency's SMS with purpose, language, status and segments, filtered to SMS", async () => {
    const [own, other] = [await createAgency(suite.stack.db.pool), await createAgency(suite.stack.db.pool)];
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: own.id,
      role: 'agency_admin',
    });
    const [ownPhone, otherPhone] = [uniquePhone(), uniquePhone()];
    const text = 'Rappel : visite demain à 18 h, 12 rue de la Fenêtre. Répondez OUI pour confirmer. '.repeat(2);
    await settled(suite.stack, await queueTestSms(dataSource, { to: ownPhone, agencyId: own.id, text }), 'sent');
    await settled(suite.stack, await queueTestSms(dataSource, { to: otherPhone, agencyId: other.id }), 'sent');

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const { context, page, errors } = await openPage(suite.browser, suite.stack.baseUrl, { viewport });
      await signInContext(context, admin.email, admin.password, 'pro');
      await page.goto(`/pro/messages?lang=fr&filter=${encodeURIComponent(JSON.stringify({ channel: 'sms' }))}`);

      await page.getByText(ownPhone).waitFor();
      const body = await page.locator('main').innerText();
      expect(body).toContain('Rappel de visite');
      expect(body).toContain('Envoyé');
      expect(body).not.toContain(otherPhone);
      if (viewport.width > 1000) {
        expect(await page.getByRole('cell', { name: '2', exact: true }).count()).toBe(1);
      }
      await page.screenshot({ path: `/tmp/sms-message-log-${viewport.width}.png` });
      await page.getByText(ownPhone).click();
      // The list's header says 'Segments SMS' too: the provider id's label is the message's own.
      await page.getByText('Identifiant fournisseur').waitFor();
      // Language and provider id are the message's details, not the list's columns.
      const details = await page.locator('main').innerText();
      expect(details).toContain('Français');
      expect(details).toMatch(/\bdev-[0-9a-f-]{36}\b/);
      await page.screenshot({ path: `/tmp/sms-message-show-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
