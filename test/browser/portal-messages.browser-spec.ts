import { openPage, signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';

/** Issue 22: the portal messages a person must handle, and the inbound addresses to give the portals. */
describe('portal messages in the back office', () => {
  const suite = browserSuite({ workers: 0, env: { LEADS_DOMAIN: 'leads.example.test' } });

  it('shows a message nobody could read, with its text, and has it read again', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool, { name: 'Agence des Portails' });
    const admin = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const raw = 'From: jean.voisin@example.fr\r\nSubject: Question\r\n\r\nLe bien rue Oberkampf est-il libre ?';
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO inbound_emails (agency_id, recipient, sender, message_id, subject, raw, size, status, portal, problem)
       VALUES ($1, 'agence@leads.example.test', 'jean.voisin@example.fr', 'browser-1', 'Question', $2, $3,
               'unparsed', 'generic', 'no_contact') RETURNING id`,
      [agency.id, Buffer.from(raw), raw.length],
    );

    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, admin.email, admin.password, 'pro');
    await page.goto('/pro/inbound-emails?lang=fr');
    await page.getByText('À traiter').first().waitFor();
    await page.getByText('jean.voisin@example.fr').first().click();
    await page.getByText('Aucun moyen de contacter la personne n’a été trouvé').waitFor();
    await page.getByText('Le bien rue Oberkampf est-il libre ?', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/portal-message.png', fullPage: true });

    await page.getByRole('button', { name: 'Relire le message' }).click();
    await page.getByText('Le message va être relu.').waitFor();
    await waitFor(async () => {
      const { rows: now } = await pool.query('SELECT status FROM inbound_emails WHERE id = $1', [rows[0].id]);
      return now[0].status === 'received';
    }, 'the message set to be read again');
    const { rows: events } = await pool.query(
      `SELECT 1 FROM outbox WHERE event = 'inbound_email.received' AND payload->>'inboundEmailId' = $1`,
      [rows[0].id],
    );
    expect(events).toHaveLength(1);
  });

  it('gives the agent their address and where to paste it on each portal', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool, { name: 'Agence Adresses' });
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    await pool.query(`UPDATE users SET first_name = 'Éloïse', last_name = 'Du Pont' WHERE id = $1`, [agent.id]);

    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/widget?lang=fr');
    await page.getByRole('heading', { name: 'Adresses pour les portails' }).waitFor();
    await page.getByText('eloise.du-pont@leads.example.test').waitFor();
    await page.getByText('Immoweb', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/portal-addresses.png', fullPage: true });
  });
});
