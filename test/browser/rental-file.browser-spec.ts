import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser, TEST_PASSWORD } from '../support/factories';
import { jpegPhoto } from '../support/images';
import { bookAs, pastVisitLike } from '../e2e/visitor/visitor-fixtures';
import { createBookableListing } from '../e2e/visits/visit-fixtures';

// An iPhone 12–15's viewport: the editor is built phone first.
const PHONE = { width: 390, height: 844 };
const TITLE = 'Deux pièces sur cour, rue de Bretagne';

/** Whether the page scrolls sideways: nothing of a phone page may stick out to the right. */
const overflowsSideways = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');

describe('rental files on screen (issue 21)', () => {
  const suite = browserSuite({ workers: 0 });
  let listingId: string;
  let agentEmail: string;

  beforeAll(async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    agentEmail = agent.email;
    listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET title = jsonb_build_object('fr', $2::text), city = 'Paris', rent = 980, charges = 60
        WHERE id = $1`,
      [listingId, TITLE],
    );
  });

  it('lets a visitor build a file on a phone with a camera photo and apply, and the agent refuse it with a reason', async () => {
    const visitor = await createUser(suite.stack.db.pool, { authType: 'visitor' });
    await suite.stack.db.pool.query(
      `UPDATE users SET email_verified_at = now(), first_name = 'Camille', last_name = 'Durand' WHERE id = $1`,
      [visitor.id],
    );
    // After a visit: the agency reviews files of people who saw the flat.
    await pastVisitLike(suite.stack.db.pool, await bookAs(suite.stack.baseUrl, listingId, visitor.email, 0), 2);

    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, visitor.email, TEST_PASSWORD, 'visits');
    await page.goto('/visits/rental-file?lang=fr');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Mon dossier locatif' }).waitFor();
    await page.getByRole('button', { name: 'Commencer mon dossier' }).click();

    const tenant = page.getByRole('region', { name: 'Camille Durand' });
    await tenant.getByText('Il manque').first().waitFor();
    // What is missing, in plain words, before anything is filled in.
    expect(await tenant.getByText('Une pièce justificative d’identité en cours de validité').isVisible()).toBe(true);
    await tenant.getByLabel('Situation professionnelle').selectOption('permanent_employee');
    await tenant.getByLabel('Revenus nets mensuels (€)').fill('3 200');
    await tenant.getByRole('button', { name: 'Enregistrer' }).click();
    await tenant.getByRole('status').filter({ hasText: 'Enregistré.' }).waitFor();

    // The camera: a photo of the identity card taken with the phone (capture), sent in chunks.
    const camera = tenant.getByTestId('rental-camera');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*,application/pdf');
    await tenant.getByLabel('Type de pièce').selectOption('identity_card');
    await camera.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(1200, 1600) });
    await page.getByRole('status').filter({ hasText: 'est ajouté à votre dossier' }).waitFor();
    await tenant.getByRole('button', { name: 'Supprimer IMG_2041.jpg' }).waitFor();
    expect(await tenant.getByText('Une pièce justificative d’identité en cours de validité').count()).toBe(0);
    const { rows: stored } = await suite.stack.db.pool.query(
      `SELECT d.kind, d.mime_type FROM rental_file_documents d JOIN rental_files f ON f.id = d.file_id WHERE f.user_id = $1`,
      [visitor.id],
    );
    expect(stored).toEqual([{ kind: 'identity_card', mime_type: 'image/jpeg' }]);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/rf-visitor-file.png', fullPage: true });

    const applications = page.getByRole('region', { name: 'Mes candidatures' });
    await applications.getByLabel('Bien').selectOption(listingId);
    await applications.getByRole('button', { name: 'Envoyer mon dossier' }).click();
    await applications.getByRole('status').filter({ hasText: 'Votre dossier est envoyé' }).waitFor();
    await applications.getByRole('listitem').filter({ hasText: TITLE }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/rf-visitor-applied.png', fullPage: true });

    // The agent: the application, its watermarked page, and a refusal with its reason.
    const back = await suite.open({ viewport: { width: 1280, height: 900 } });
    await signInContext(back.context, agentEmail, TEST_PASSWORD, 'pro');
    await back.page.goto('/pro/rental-applications?lang=fr');
    await back.page.getByText('Camille Durand').click();
    await back.page.getByRole('heading', { level: 1, name: 'Dossier locatif de Camille Durand' }).waitFor();
    expect(await back.page.getByText('Solvabilité', { exact: true }).isVisible()).toBe(true);
    await back.page.getByRole('button', { name: 'Voir', exact: true }).click();
    const watermarked = back.page.getByTestId('rental-watermarked-page');
    await watermarked.waitFor();
    await back.page.waitForFunction(
      () =>
        (
          (
            globalThis as unknown as {
              document: { querySelector(s: string): { complete: boolean; naturalWidth: number } | null };
            }
          ).document.querySelector('[data-testid="rental-watermarked-page"]') ?? { complete: false, naturalWidth: 0 }
        ).naturalWidth > 0,
    );
    const { rows: audited } = await suite.stack.db.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'rental_file.document_viewed'`,
    );
    expect(audited[0].n).toBeGreaterThan(0);
    expect(await seriousViolations(back.page)).toEqual([]);
    await back.page.screenshot({ path: '/tmp/rf-agent-viewer.png' });
    await back.page.keyboard.press('Escape');
    await watermarked.waitFor({ state: 'detached' });

    await back.page.getByRole('button', { name: 'Refuser', exact: true }).click();
    await back.page.getByRole('combobox', { name: /Motif de refus/ }).click();
    await back.page.getByRole('option', { name: 'Les revenus du candidat sont insuffisants' }).click();
    await back.page.getByRole('button', { name: 'Confirmer le refus' }).click();
    await back.page.getByText('Dossier refusé').first().waitFor();
    const { rows: candidate } = await suite.stack.db.pool.query(
      `SELECT c.status, c.refusal_reason FROM candidates c JOIN rental_file_applications a ON a.candidate_id = c.id
        WHERE a.listing_id = $1`,
      [listingId],
    );
    expect(candidate).toEqual([{ status: 2, refusal_reason: 'weakVisitorSituation' }]);
    await back.page.screenshot({ path: '/tmp/rf-agent-refused.png', fullPage: true });

    // The visitor sees the answer and its reason.
    await page.reload();
    await applications.getByText('Non retenue').waitFor();
    expect(await applications.getByText('Motif : Les revenus du candidat sont insuffisants').isVisible()).toBe(true);
  });
});
