import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { sentEmail, tokenIn } from '../support/mailbox';
import { startStack, type Stack } from '../support/stack';

describe('the back office at /pro', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs an agency admin in, who invites an agent who joins through the e-mailed link', async () => {
    const agency = await createAgency(stack.db.pool, { name: 'Agence Navigateur' });
    const admin = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const { page, context, errors } = await openPage(browser, stack.baseUrl);

    await page.goto('/pro?lang=fr');
    await page.getByRole('link', { name: 'Visiteur' }).waitFor();
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Mot de passe').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('E-mail ou mot de passe incorrect.').waitFor();
    await page.getByLabel('Mot de passe').fill(admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Bienvenue dans votre espace professionnel').waitFor();
    expect(page.url()).toBe(`${stack.baseUrl}/pro/visits`);

    await page.getByRole('menuitem', { name: 'Utilisateurs' }).click();
    await page.getByRole('link', { name: /Créer/i }).click();
    await page.waitForURL('**/pro/users/create');
    const email = `invited-${Date.now()}@example.test`;
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Inès');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Garnier');
    await page.getByRole('button', { name: /Enregistrer/i }).click();
    await page.getByText(email).waitFor();

    const invitation = await sentEmail(stack.db.pool, email, 'invitation');
    const joiner = await browser.newContext({ baseURL: stack.baseUrl, locale: 'fr-FR' });
    const joinPage = await joiner.newPage();
    await joinPage.goto(
      new URL(invitation.bodyText.match(/https?:\/\/\S+invitation\?token=\S+/)![0]).pathname +
        `?token=${tokenIn(invitation)}&lang=fr`,
    );
    await joinPage.getByLabel('Nouveau mot de passe').fill('Cobalt-Meadow-Lantern-28');
    await joinPage.getByLabel('Confirmez le mot de passe').fill('Cobalt-Meadow-Lantern-28');
    await joinPage.getByRole('button', { name: "Accepter l'invitation" }).click();
    await joinPage.getByText('Bienvenue dans votre espace professionnel').waitFor();
    await joinPage.getByText('Inès Garnier').waitFor();

    expect(errors).toEqual([]);
    await joiner.close();
    await context.close();
  });

  it('lets ops act as a realtor from the user list, with a banner and a way back', async () => {
    const agency = await createAgency(stack.db.pool);
    const realtor = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    await stack.db.pool.query(`UPDATE users SET first_name = 'Rémi', last_name = 'Masque' WHERE id = $1`, [realtor.id]);
    const ops = await createUser(stack.db.pool, { authType: 'ops' });
    const { page, context } = await openPage(browser, stack.baseUrl);

    await page.goto('/pro/login?lang=fr');
    await page.getByLabel('E-mail').fill(ops.email);
    await page.getByLabel('Mot de passe').fill(ops.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Bienvenue dans votre espace professionnel').waitFor();
    await page.goto(`/pro/users?filter=${encodeURIComponent(JSON.stringify({ q: 'Masque' }))}`);
    await page.getByRole('button', { name: 'Agir en tant que' }).click();
    await page.getByText(/Vous agissez en tant que Rémi Masque/).waitFor();
    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await page.waitForURL('**/pro/users');

    expect(await page.getByText(/Vous agissez en tant que/).count()).toBe(0);
    await context.close();
  });

  it('keeps a plain agent out of user management and the ops console', async () => {
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    const { page, context } = await openPage(browser, stack.baseUrl);

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
});
