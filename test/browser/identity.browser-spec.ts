import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { signInContext, type BrowserPage } from '../support/browser';
import { createAgency, createUser, TEST_PASSWORD, type UserRow } from '../support/factories';
import { sentEmail } from '../support/mailbox';
import { browserSuite } from '../support/browser-suite';

const PHONE = { width: 375, height: 812 };

/** A page the server rendered is inert until React takes it over: wait for that before typing or clicking. */
async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

describe('identity screens of the public web', () => {
  const suite = browserSuite();

  async function visitor(firstName = 'Camille', lastName = 'Lefèvre'): Promise<UserRow> {
    const user = await createUser(suite.stack.db.pool, { authType: 'visitor' });
    await suite.stack.db.pool.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
      user.id,
      firstName,
      lastName,
    ]);
    return user;
  }

  async function realtor(): Promise<UserRow> {
    const agency = await createAgency(suite.stack.db.pool);
    return createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
  }

  async function signedInAs({ context }: Pick<BrowserPage, 'context'>): Promise<string | null> {
    const response = await context.request.get('/api/auth/me');
    return response.ok() ? ((await response.json()) as { user: { email: string } }).user.email : null;
  }

  async function linkIn(to: string, purpose: 'magic_link' | 'password_reset'): Promise<string> {
    const email = await sentEmail(suite.stack.db.pool, to, purpose);
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(email.bodyText)?.[0];
    if (!link) throw new Error(`no link in: ${email.bodyText}`);
    return link;
  }

  const href = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).getAttribute('href');

  it('signs a visitor in through an e-mailed link, only once they click, and only once', async () => {
    const camille = await visitor();
    const { page, context } = await suite.open();

    await page.goto('/visits');
    await interactive(page);
    const linkCard = page.getByRole('region', { name: 'Recevoir un lien de connexion' });
    await linkCard.getByLabel('Adresse e-mail').fill(camille.email);
    await linkCard.getByRole('button', { name: 'Recevoir mon lien' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }).waitFor();
    expect(await page.getByText(`Si un espace visiteur existe pour ${camille.email}`).isVisible()).toBe(true);

    const link = await linkIn(camille.email, 'magic_link');
    expect(link).toContain(`${suite.stack.baseUrl}/visits/magic-link?token=`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Connexion à votre espace visiteur' }).waitFor();
    expect(await signedInAs({ context })).toBeNull();
    expect(await page.getByRole('link', { name: 'Agent immobilier' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL('**/visits/home');
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
    expect(await signedInAs({ context })).toBe(camille.email);

    const other = await suite.open();
    await other.page.goto(link);
    await other.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const alert = other.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Ce lien a déjà été utilisé\u00a0: demandez-en un nouveau.');
    expect(await other.page.getByRole('button', { name: 'Recevoir mon lien' }).isVisible()).toBe(true);
    expect(await signedInAs(other)).toBeNull();
  });

  it('tells a visitor their password is wrong, then signs them in with the right one', async () => {
    const camille = await visitor();
    const { page } = await suite.open();
    await page.goto('/visits');
    await interactive(page);
    const passwordCard = page.getByRole('region', { name: 'Se connecter avec un mot de passe' });

    await passwordCard.getByLabel('Adresse e-mail').fill(camille.email);
    await passwordCard.getByLabel('Mot de passe', { exact: true }).fill('Not-The-Password-1');
    await passwordCard.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await passwordCard.getByRole('alert').waitFor();
    expect(await passwordCard.getByRole('alert').textContent()).toBe('E-mail ou mot de passe incorrect.');

    await passwordCard.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD);
    await passwordCard.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL('**/visits/home');
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
  });

  it('resets a forgotten password from an e-mailed link, refusing a weak one', async () => {
    const camille = await visitor();
    const { page } = await suite.open();
    await page.goto('/visits');
    await interactive(page);
    await page.getByRole('button', { name: 'Mot de passe oublié\u202f?' }).click();
    const forgotCard = page.getByRole('region', { name: 'Se connecter avec un mot de passe' });
    await forgotCard.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
    await forgotCard.getByLabel('Adresse e-mail').fill(camille.email);
    await forgotCard.getByRole('button', { name: 'Recevoir le lien' }).click();
    await forgotCard.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }).waitFor();

    await page.goto(await linkIn(camille.email, 'password_reset'));
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('password123');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('password123');
    await page.getByRole('button', { name: 'Valider et continuer' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Choisissez un mot de passe plus long');

    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Mauve-Lantern-Orbit-77');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('Mauve-Lantern-Orbit-77');
    await page.getByRole('button', { name: 'Valider et continuer' }).click();
    await page.waitForURL('**/visits/home');
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
  });

  it('saves the name, phone and first password a visitor enters on their dashboard', async () => {
    const camille = await visitor();
    const { page, context } = await suite.open();
    await signInContext(context, camille.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/home');
    const account = page.getByRole('region', { name: 'Mon compte' });
    await account.getByLabel('Prénom').fill('Camila');
    await account.getByLabel('Téléphone mobile').fill('+33 6 12 34 56 78');
    await account.getByRole('button', { name: 'Enregistrer' }).click();
    await account.getByText('Vos informations sont enregistrées.').waitFor();
    await page.getByRole('heading', { name: 'Bonjour Camila' }).waitFor();

    const password = page.getByRole('region', { name: 'Mot de passe' });
    await password.getByLabel('Mot de passe actuel').fill('Wrong-Password-42');
    await password.getByLabel('Nouveau mot de passe', { exact: true }).fill('Mauve-Lantern-Orbit-77');
    await password.getByLabel('Confirmez le nouveau mot de passe').fill('Mauve-Lantern-Orbit-77');
    await password.getByRole('button', { name: 'Enregistrer' }).click();
    await password.getByRole('alert').waitFor();
    expect(await password.getByRole('alert').textContent()).toBe('Le mot de passe actuel n’est pas le bon.');
    await password.getByLabel('Mot de passe actuel').fill(TEST_PASSWORD);
    await password.getByRole('button', { name: 'Enregistrer' }).click();
    await password.getByText('Votre mot de passe est enregistré.').waitFor();

    const { rows } = await suite.stack.db.pool.query(`SELECT first_name, phone FROM users WHERE id = $1`, [camille.id]);
    expect(rows[0]).toEqual({ first_name: 'Camila', phone: '+33612345678' });
    const again = await context.request.post('/api/auth/sign-in', {
      data: { email: camille.email, password: 'Mauve-Lantern-Orbit-77', area: 'visits' },
    });
    expect(again.status()).toBe(200);
  });

  it('shows Login, Visitor, the languages and the phone to nobody on the home page, the Realtor button on /visits', async () => {
    const { page } = await suite.open();
    await page.goto('/');
    await interactive(page);
    await page.getByRole('link', { name: 'Connexion', exact: true }).waitFor();
    expect(await href(page, 'Connexion')).toBe('/pro');
    expect(await href(page, 'Visiteur')).toBe('/visits');
    expect(await page.getByRole('group', { name: 'Choisir la langue' }).getByRole('button').allTextContents()).toEqual([
      'FR',
      'NL',
      'EN',
    ]);
    await page.getByRole('link', { name: /^Appeler le / }).waitFor();
    expect(await page.getByRole('link', { name: /^Appeler le / }).isVisible()).toBe(true);

    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Visiteur' })
      .click();
    await page.getByRole('link', { name: 'Agent immobilier' }).waitFor();
    expect(await href(page, 'Agent immobilier')).toBe('/pro');
    expect(await page.getByRole('link', { name: 'Connexion', exact: true }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Choisir la langue' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Appeler le / }).count()).toBe(0);
  });

  it('offers signed-in people a Dashboard button: /visits/home for visitors, /pro for realtors (/pro/visits on a phone)', async () => {
    const camille = await visitor();
    const agent = await realtor();
    const asVisitor = await suite.open();
    await signInContext(asVisitor.context, camille.email, TEST_PASSWORD, 'visits');
    const asRealtor = await suite.open();
    await signInContext(asRealtor.context, agent.email, TEST_PASSWORD, 'pro');
    const onPhone = await suite.open({ viewport: PHONE });
    await signInContext(onPhone.context, agent.email, TEST_PASSWORD, 'pro');

    await asVisitor.page.goto('/');
    await interactive(asVisitor.page);
    await asVisitor.page.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect(await href(asVisitor.page, 'Tableau de bord')).toBe('/visits/home');
    expect(await asVisitor.page.getByRole('link', { name: 'Connexion', exact: true }).count()).toBe(0);

    await asRealtor.page.goto('/visits');
    await interactive(asRealtor.page);
    await asRealtor.page.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect(await href(asRealtor.page, 'Tableau de bord')).toBe('/pro');

    await onPhone.page.goto('/');
    await interactive(onPhone.page);
    await onPhone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await onPhone.page.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect(await href(onPhone.page, 'Tableau de bord')).toBe('/pro/visits');
  });

  it('signs out on /signout and lands on the home page signed out', async () => {
    const camille = await visitor();
    const session = await suite.open();
    await signInContext(session.context, camille.email, TEST_PASSWORD, 'visits');
    await session.page.goto('/visits/home');
    await session.page.getByRole('link', { name: 'Me déconnecter' }).click();

    await session.page.waitForURL(`${suite.stack.baseUrl}/`);
    await session.page.getByRole('link', { name: 'Connexion', exact: true }).waitFor();
    expect(await signedInAs(session)).toBeNull();
    await session.page.goto('/visits/home');
    await session.page.waitForURL('**/visits');
  });

  it('sends /usermgmt to the back office, which asks a signed-out person to sign in', async () => {
    const { page } = await suite.open();
    await page.goto('/usermgmt');
    await page.waitForURL(/\/pro\//);
    expect(new URL(page.url()).pathname.startsWith('/pro')).toBe(true);
  });

  it('lets ops act as a visitor from /masquerade, with the banner and the way back', async () => {
    const camille = await visitor();
    const opsUser = await createUser(suite.stack.db.pool, { authType: 'ops' });
    const ops = await suite.open();
    await signInContext(ops.context, opsUser.email, TEST_PASSWORD, 'pro');

    await ops.page.goto(`/masquerade/${camille.id}/visitor`);
    // A link alone starts nothing (issue 35): the ops user confirms, seeing whom.
    await ops.page.getByRole('heading', { name: 'Agir en tant que Camille Lefèvre\u202f?' }).waitFor();
    expect(await ops.page.getByText(camille.email).isVisible()).toBe(true);
    expect(await signedInAs(ops)).toBe(opsUser.email);
    await ops.page.getByRole('button', { name: 'Confirmer' }).click();
    await ops.page.waitForURL('**/visits/home');
    await ops.page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
    const banner = ops.page.getByText(`Vous agissez en tant que Camille Lefèvre (connecté comme ${opsUser.email})`);
    expect(await banner.isVisible()).toBe(true);
    expect(await signedInAs(ops)).toBe(camille.email);

    await ops.page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await ops.page.waitForURL('**/pro/users');
    expect(await signedInAs(ops)).toBe(opsUser.email);
  });

  it('refuses /masquerade to anyone but ops', async () => {
    const camille = await visitor();
    const agent = await realtor();
    const asRealtor = await suite.open();
    await signInContext(asRealtor.context, agent.email, TEST_PASSWORD, 'pro');
    const nobody = await suite.open();

    for (const { page } of [asRealtor, nobody]) {
      await page.goto(`/masquerade/${camille.id}/visitor`);
      await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    }
    expect(await signedInAs(asRealtor)).toBe(agent.email);
  });

  it('has no serious or critical accessibility violation on /visits and /visits/home', async () => {
    const camille = await visitor();
    const { page, context } = await suite.open();
    await page.goto('/visits');
    await interactive(page);
    await page.getByRole('heading', { name: 'Espace visiteur' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await signInContext(context, camille.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/home');
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
