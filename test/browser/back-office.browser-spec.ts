import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser, signIn } from '../support/factories';
import { sentEmail, tokenIn } from '../support/mailbox';
import { browserSuite } from '../support/browser-suite';

describe('the back office at /pro', () => {
  const suite = browserSuite();

  it('signs an agency admin in, who invites an agent who joins through the e-mailed link', async () => {
    const agency = await createAgency(suite.stack.db.pool, { name: 'Agence Navigateur' });
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: agency.id,
      role: 'agency_admin',
    });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl);

    await page.goto('/pro?lang=fr');
    await page.getByRole('link', { name: 'Visiteur' }).waitFor();
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Mot de passe').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('E-mail ou mot de passe incorrect.').waitFor();
    await page.getByLabel('Mot de passe').fill(admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Bienvenue dans votre espace professionnel').waitFor();
    expect(page.url()).toBe(`${suite.stack.baseUrl}/pro/visits`);

    await page.getByRole('menuitem', { name: 'Utilisateurs' }).click();
    await page.getByRole('link', { name: /Créer/i }).click();
    await page.waitForURL('**/pro/users/create');
    const email = `invited-${Date.now()}@example.test`;
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Inès');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Garnier');
    await page.getByRole('button', { name: /Enregistrer/i }).click();
    await page.getByText(email).waitFor();

    const invitation = await sentEmail(suite.stack.db.pool, email, 'invitation');
    const joiner = await suite.browser.newContext({ baseURL: suite.stack.baseUrl, locale: 'fr-FR' });
    const joinPage = await joiner.newPage();
    await joinPage.goto(
      new URL(invitation.bodyText.match(/https?:\/\/\S+invitation\?token=\S+/)![0]).pathname +
        `?token=${tokenIn(invitation)}&lang=fr`,
    );
    await joinPage.getByLabel('Nouveau mot de passe').fill('Cobalt-Meadow-Lantern-28');
    await joinPage.getByLabel('Confirmez le mot de passe').fill('Cobalt-Meadow-Lantern-28');
    await joinPage.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await joinPage.getByText('Bienvenue dans votre espace professionnel').waitFor();
    await joinPage.getByText('Inès Garnier').waitFor();

    expect(errors).toEqual([]);
    await joiner.close();
    await context.close();
  });

  it('lets ops act as a realtor from the user list, with a banner and a way back', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const realtor = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    await suite.stack.db.pool.query(`UPDATE users SET first_name = 'Rémi', last_name = 'Masque' WHERE id = $1`, [
      realtor.id,
    ]);
    const ops = await createUser(suite.stack.db.pool, { authType: 'ops' });
    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);

    await page.goto('/pro/login?lang=fr');
    await page.getByLabel('E-mail').fill(ops.email);
    await page.getByLabel('Mot de passe').fill(ops.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Ops belong to no agency: their home is the console, not a day of visits mixing every agency's.
    await page.getByRole('heading', { name: 'Console ops', level: 1 }).waitFor();
    expect(page.url()).toBe(`${suite.stack.baseUrl}/pro/visits`);
    expect(await page.getByRole('region', { name: 'Aujourd’hui' }).count()).toBe(0);
    await page.getByRole('link', { name: /Utilisateurs/ }).click();
    await page.waitForURL('**/pro/users');
    await page.goto(`/pro/users?filter=${encodeURIComponent(JSON.stringify({ q: 'Masque' }))}`);
    await page.getByRole('button', { name: 'Agir en tant que' }).click();
    await page.getByText(/Vous agissez en tant que Rémi Masque/).waitFor();
    // As the realtor: their agency's day, not the console.
    await page.getByRole('region', { name: 'Aujourd’hui' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Console ops', level: 1 }).count()).toBe(0);
    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await page.waitForURL('**/pro/users');

    expect(await page.getByText(/Vous agissez en tant que/).count()).toBe(0);
    await context.close();
  });

  it('keeps a plain agent out of user management and the ops console', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    const { page, context } = await openPage(suite.browser, suite.stack.baseUrl);

    await page.goto('/pro/login?lang=fr');
    await page.getByLabel('E-mail').fill(agent.email);
    await page.getByLabel('Mot de passe').fill(agent.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('menuitem', { name: 'Annonces' }).waitFor();

    expect(await page.getByRole('menuitem', { name: 'Utilisateurs' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Files de tâches' }).count()).toBe(0);
    const board = await page.goto('/api/ops/queues');
    expect(board?.status()).toBe(403);
    await context.close();
  });

  it("shows dates on the agency's clock and audit actions in words, ops each row in its agency's zone", async () => {
    const paris = await createAgency(suite.stack.db.pool, { name: 'Agence Horloge Paris' });
    const brussels = await createAgency(suite.stack.db.pool, { name: 'Agence Horloge Bruxelles', country: 'BE' });
    const suffix = Date.now();
    const invited = { paris: `horloge-paris-${suffix}@example.test`, brussels: `horloge-bxl-${suffix}@example.test` };
    // What an agency admin reads in the log: notices about visits, never identity e-mails (issue 18).
    const notice = {
      paris: `horloge-avis-paris-${suffix}@example.test`,
      brussels: `horloge-avis-bxl-${suffix}@example.test`,
    };
    for (const [agency, email] of [
      [paris, invited.paris],
      [brussels, invited.brussels],
    ] as const) {
      const admin = await signIn(
        suite.stack.baseUrl,
        await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
      );
      await admin.agent
        .post('/api/users')
        .set('X-CSRF-Token', admin.csrf)
        .send({ email, firstName: 'H', lastName: 'Orloge', role: 'agent' })
        .expect(201);
      await suite.stack.db.pool.query(
        `INSERT INTO messages (agency_id, channel, recipient, purpose, language, subject, body_text, status)
         VALUES ($1, 'email', $2, 'visit_booked_agent', 'fr', 'Nouvelle visite', 'Nouvelle visite', 'sent')`,
        [agency.id, agency === paris ? notice.paris : notice.brussels],
      );
    }
    // Fixed instants: 13:05 UTC is 14:05 in Paris in winter, 07:30 UTC 09:30 in Brussels in summer.
    await suite.stack.db.pool.query(
      `UPDATE messages SET created_at = CASE WHEN recipient IN ($1, $3) THEN '2027-01-12T13:05:00Z'::timestamptz
                                            ELSE '2027-07-06T07:30:00Z'::timestamptz END
        WHERE recipient IN ($1, $2, $3, $4)`,
      [invited.paris, invited.brussels, notice.paris, notice.brussels],
    );
    await suite.stack.db.pool.query(
      `UPDATE audit_log SET at = '2027-01-12T13:05:00Z' WHERE agency_id = $1 AND action = 'user.invited'`,
      [paris.id],
    );
    const parisAdmin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: paris.id,
      role: 'agency_admin',
    });
    const ops = await createUser(suite.stack.db.pool, { authType: 'ops' });
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: `horloge-` }))}`;

    // Both browsers in New York: what they show must be the agencies' wall clocks.
    const admin = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: 'America/New_York' });
    await signInContext(admin.context, parisAdmin.email, parisAdmin.password, 'pro');
    await admin.page.goto(`/pro/messages${search}&lang=fr`);
    const row = admin.page.getByRole('row').filter({ hasText: notice.paris });
    await row.getByText('12/01/2027 14:05').waitFor();
    expect(await admin.page.getByText(notice.brussels).count()).toBe(0);
    expect(await admin.page.getByText(invited.paris).count()).toBe(0);
    await admin.page.goto('/pro/audit-log');
    const entry = admin.page.getByRole('row').filter({ hasText: 'Utilisateur invité' });
    await entry.getByText('12/01/2027 14:05').waitFor();
    expect(await admin.page.getByText('user.invited').count()).toBe(0);

    const opsPage = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: 'America/New_York' });
    await signInContext(opsPage.context, ops.email, ops.password, 'pro');
    await opsPage.page.goto(`/pro/messages${search}&lang=fr`);
    const parisRow = opsPage.page.getByRole('row').filter({ hasText: invited.paris });
    const brusselsRow = opsPage.page.getByRole('row').filter({ hasText: invited.brussels });
    await parisRow.getByText('12/01/2027 14:05').waitFor();
    await brusselsRow.getByText('06/07/2027 09:30').waitFor();
    expect(await parisRow.textContent()).toContain('(Europe/Paris)');
    expect(await brusselsRow.textContent()).toContain('(Europe/Brussels)');
    expect([...admin.errors, ...opsPage.errors]).toEqual([]);
    await admin.context.close();
    await opsPage.context.close();
  });
});
