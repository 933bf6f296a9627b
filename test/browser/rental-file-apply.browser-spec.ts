import { seriousViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser, signIn, TEST_PASSWORD } from '../support/factories';
import { payslipPdf } from '../e2e/rental-files/rental-file-fixtures';
import { bookAs, pastVisitLike } from '../e2e/visitor/visitor-fixtures';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

const PHONE = { width: 390, height: 844 };
const TITLE = 'Trois pièces avec balcon, rue Oberkampf';

describe('applying from a listing and the agent’s live application page (issue 21)', () => {
  // One worker: a new document reaches the back office through it (rental_file.document_added).
  const suite = browserSuite({ workers: 1 });
  let agencyId: string;
  let agentId: string;
  let agentEmail: string;

  beforeAll(async () => {
    agencyId = (await createAgency(suite.stack.db.pool)).id;
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    agentId = agent.id;
    agentEmail = agent.email;
    // This agency reads files before the visit: the listing page offers to apply at once.
    await suite.stack.db.pool.query(
      `INSERT INTO rental_file_agency_settings (agency_id, applications_before_visit) VALUES ($1, true)`,
      [agencyId],
    );
  });

  async function rentalListing(title: string): Promise<string> {
    const listingId = await createBookableListing(suite.stack.db.pool, agencyId, agentId);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = jsonb_build_object('fr', $2::text), city = 'Paris', rent = 1450, charges = 90,
              country = 'FR', postal_code = '75011' WHERE id = $1`,
      [listingId, title],
    );
    return listingId;
  }

  async function verifiedVisitor(firstName: string) {
    const visitor = await createUser(suite.stack.db.pool, { authType: 'visitor' });
    await suite.stack.db.pool.query(
      `UPDATE users SET email_verified_at = now(), first_name = $2, last_name = 'Lefèvre' WHERE id = $1`,
      [visitor.id, firstName],
    );
    return visitor;
  }

  it('takes a signed-out visitor on a phone from the listing to sign in, back, and their file to the agent', async () => {
    const listingId = await rentalListing(TITLE);
    const visitor = await verifiedVisitor('Inès');

    const { page } = await suite.open({ viewport: PHONE });
    await page.goto(`/book/${listingId}?lang=fr`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Envoyer mon dossier' }).click();

    // Signed out: the visitor area first, saying why, then back to the listing's application.
    await page.getByText('Connectez-vous pour envoyer votre dossier locatif').waitFor();
    const password = page.getByRole('region', { name: 'Se connecter avec un mot de passe' });
    await password.getByLabel('Adresse e-mail').fill(visitor.email);
    await password.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD);
    await password.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/visits/rental-file' && url.searchParams.get('apply') === listingId,
    );

    const apply = page.getByRole('region', { name: 'Postuler pour ce bien' });
    await apply.getByText(TITLE, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Commencer mon dossier' }).click();
    await apply.getByRole('button', { name: 'Envoyer mon dossier' }).click();
    await apply.getByRole('status').filter({ hasText: 'Votre dossier est envoyé' }).waitFor();
    await page
      .getByRole('region', { name: 'Mes candidatures' })
      .getByRole('listitem')
      .filter({ hasText: TITLE })
      .waitFor();
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth'),
    ).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/rf-apply-from-listing.png', fullPage: true });

    // The agent's back office lists the application.
    const back = await suite.open({ viewport: { width: 1280, height: 900 } });
    await signInContext(back.context, agentEmail, TEST_PASSWORD, 'pro');
    await back.page.goto('/pro/rental-applications?lang=fr');
    await back.page.getByText('Inès Lefèvre').waitFor();
  });

  it('shows the agent a document the applicant adds while the application is open, without a reload', async () => {
    const listingId = await rentalListing('Studio sur cour, rue de Charonne');
    const visitor = await verifiedVisitor('Yanis');
    const session = await signIn(suite.stack.baseUrl, visitor, 'visits');
    const person = await session.agent
      .post('/api/visitor/rental-file/people')
      .set('X-CSRF-Token', session.csrf)
      .send({ role: 'tenant', firstName: 'Yanis', lastName: 'Lefèvre' })
      .expect(201);
    const application = await session.agent
      .post('/api/visitor/rental-file/applications')
      .set('X-CSRF-Token', session.csrf)
      .send({ listingId })
      .expect(201);

    const { page, context } = await suite.open({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, agentEmail, TEST_PASSWORD, 'pro');
    await page.goto(`/pro/rental-applications/${application.body.id}/show?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Dossier locatif de Yanis Lefèvre' }).waitFor();
    expect(await page.getByRole('button', { name: 'Voir', exact: true }).count()).toBe(0);
    // Marks this page load: a reload would drop it.
    await page.evaluate('window.__sameLoad = true');

    await session.agent
      .post(`/api/visitor/rental-file/people/${person.body.id}/documents`)
      .set('X-CSRF-Token', session.csrf)
      .field('kind', 'payslips')
      .attach('document', await payslipPdf('Bulletin de salaire de mars'), 'mars.pdf')
      .expect(201);
    await page.getByRole('button', { name: 'Voir', exact: true }).waitFor({ timeout: 10_000 });

    // The applicant's other changes refresh it too (rental_file.updated): the declared income appears.
    await session.agent
      .patch(`/api/visitor/rental-file/people/${person.body.id}`)
      .set('X-CSRF-Token', session.csrf)
      .send({ professionalSituation: 'permanent_employee', monthlyIncomeCents: 290_000 })
      .expect(200);
    await page
      .getByText(/2\s900\s€/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await page.evaluate('window.__sameLoad')).toBe(true);
    await page.screenshot({ path: '/tmp/rf-agent-live.png', fullPage: true });
  });

  it('offers applying after a visit in the visitor area where the agency reads files only after it', async () => {
    const otherAgency = (await createAgency(suite.stack.db.pool)).id;
    const otherAgent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: otherAgency });
    const listingId = await createBookableListing(suite.stack.db.pool, otherAgency, otherAgent.id);
    const visitor = await verifiedVisitor('Chloé');
    const upcoming = await bookAs(suite.stack.baseUrl, listingId, visitor.email, 0);
    const past = await pastVisitLike(suite.stack.db.pool, upcoming, 3);
    const { rows } = await suite.stack.db.pool.query<{ id: string; starts_at: Date }>(
      'SELECT id, starts_at FROM visits WHERE id = ANY($1::uuid[])',
      [[upcoming, past]],
    );
    const startOf = (id: string) => rows.find((row) => row.id === id)?.starts_at.toISOString();

    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, visitor.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/home?lang=fr');
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await page.getByRole('heading', { name: 'Mes visites' }).waitFor();
    const card = (id: string) => page.locator('li').filter({ has: page.locator(`time[datetime="${startOf(id)}"]`) });
    await card(past).waitFor();
    // Not before the visit at this agency: only the visit that took place offers it.
    expect(await card(upcoming).getByRole('link', { name: 'Envoyer mon dossier' }).count()).toBe(0);
    await card(past).getByRole('link', { name: 'Envoyer mon dossier' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/visits/rental-file' && url.searchParams.get('apply') === listingId,
    );
    await page.getByRole('region', { name: 'Postuler pour ce bien' }).waitFor();

    // A listing gone since (or a mangled link): said so, and the file is still there to work on.
    await page.goto('/visits/rental-file?lang=fr&apply=00000000-0000-4000-8000-000000000000');
    await page.getByText('Ce bien n’est plus proposé en ligne').waitFor();
    await page.getByRole('button', { name: 'Commencer mon dossier' }).waitFor();
  });
});
