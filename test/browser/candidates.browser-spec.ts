import { createAgency, createUser, TEST_PASSWORD } from '../support/factories';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { insertCandidate } from '../e2e/candidates/candidate-fixtures';
import { insertListing } from '../e2e/back-office/back-office-fixtures';

/**
 * An agent refuses several candidates at once with a reason (issue 20): the dialog asks the reason before
 * it can apply, the selected move to "Refusé" with it, each with its history row, the others stay.
 */
describe('candidates in the back office', () => {
  const suite = browserSuite({ workers: 0 });

  it('refuses the selected candidates in bulk, with the reason chosen', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await insertListing(pool, agency.id, agent.id, 'CAND-1');
    const refused1 = await insertCandidate(pool, agency.id, { listingId, firstName: 'Ana', status: 7 });
    const refused2 = await insertCandidate(pool, agency.id, { listingId, firstName: 'Bruno', status: 0 });
    const kept = await insertCandidate(pool, agency.id, { listingId, firstName: 'Chloé', status: 0 });
    const { page, context } = await suite.open();
    await signInContext(context, agent.email, TEST_PASSWORD, 'pro');

    await page.goto('/pro/candidates?lang=fr');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('Ana').waitFor();
    await row('Ana').getByRole('checkbox').check();
    await row('Bruno').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'Refusé' }).click();
    const apply = dialog.getByRole('button', { name: 'Appliquer' });
    // No reason yet: a refusal cannot be sent without one.
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByLabel('Motif de refus').click();
    await page.getByRole('option', { name: 'Nombre de colocataires incompatible avec la taille du bien' }).click();
    await apply.click();
    await dialog.waitFor({ state: 'detached' });
    await row('Ana').getByText('Refusé').waitFor();

    const { rows } = await pool.query(
      `SELECT c.id, c.status, c.refusal_reason,
              (SELECT count(*)::int FROM candidate_events e WHERE e.candidate_id = c.id AND e.kind = 'status_changed'
                 AND e.actor = $2 AND e.reason = 'tooManyPeople') AS moves
         FROM candidates c WHERE c.agency_id = $1 ORDER BY c.first_name`,
      [agency.id, agent.id],
    );
    expect(rows).toEqual([
      { id: refused1, status: 2, refusal_reason: 'tooManyPeople', moves: 1 },
      { id: refused2, status: 2, refusal_reason: 'tooManyPeople', moves: 1 },
      { id: kept, status: 0, refusal_reason: null, moves: 0 },
    ]);
    expect(await row('Chloé').getByText('Non traité').count()).toBe(1);

    // The candidate page, opened from the list: its history names the refusal, its reason and the agent.
    await row('Ana').getByText('Ana Candidat').click();
    await page.getByRole('heading', { name: 'Historique' }).waitFor();
    await page
      .getByText(
        'En attente visite → Refusé, par Test User — Nombre de colocataires incompatible avec la taille du bien',
      )
      .waitFor();
  });

  it('merges a duplicate from the candidate page, then one found by search, landing on the kept request', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await insertListing(pool, agency.id, agent.id, 'MERGE-1');
    const other = await insertListing(pool, agency.id, agent.id, 'MERGE-2');
    const keep = await insertCandidate(pool, agency.id, {
      listingId,
      firstName: 'Inès',
      email: 'ines@example.test',
      phone: '+33611223301',
    });
    const twin = await insertCandidate(pool, agency.id, {
      listingId,
      firstName: 'Inès',
      email: 'ines.pro@example.test',
      phone: '+33611223302',
    });
    const found = await insertCandidate(pool, agency.id, {
      listingId: other,
      firstName: 'Iness',
      email: 'iness.perso@example.test',
      phone: '+33611223303',
    });
    await pool.query(
      `INSERT INTO candidate_events (candidate_id, agency_id, kind, to_status, actor, data)
       VALUES ($1, $2, 'created', 0, 'candidate', '{"source": "interest_link"}')`,
      [twin, agency.id],
    );
    const { page, context } = await suite.open();
    await signInContext(context, agent.email, TEST_PASSWORD, 'pro');

    await page.goto(`/pro/candidates/${keep}/show?lang=fr`);
    await page.getByRole('heading', { name: 'Doublons et fusion' }).waitFor();
    const duplicate = page.getByRole('listitem').filter({ hasText: 'ines.pro@example.test' });
    await duplicate.getByRole('button', { name: 'Fusionner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionner deux demandes' });
    await dialog.getByText('La demande conservée reprend tout l’historique des deux').waitFor();
    expect(await dialog.getByRole('radio', { name: /ines@example\.test/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Fusionner' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Demande reçue (Lien d’intérêt)', { exact: false }).waitFor();
    await page.getByText('Fusion, par Test User').waitFor();
    expect(page.url()).toContain(`/candidates/${keep}/show`);

    // One found by search, on another listing: this time the other request is the one kept.
    await page.getByLabel('Chercher un autre candidat de l’agence').fill('iness.perso');
    const result = page.getByRole('listitem').filter({ hasText: 'iness.perso@example.test' });
    await result.getByRole('button', { name: 'Fusionner' }).click();
    await dialog.getByRole('radio', { name: /iness\.perso@example\.test/ }).check();
    await dialog.getByRole('button', { name: 'Fusionner' }).click();
    await page.waitForURL(`**/candidates/${found}/show**`);
    await page.getByText('Fusion, par Test User').first().waitFor();

    const { rows } = await pool.query(
      `SELECT id, merged_into FROM candidates WHERE id = ANY($1::uuid[]) ORDER BY email`,
      [[keep, twin, found]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.merged_into]))).toEqual({
      [keep]: found,
      [twin]: keep,
      [found]: null,
    });
  });

  it('keeps the columns chosen and the filters saved in pagesSettings, taking over tableOptions', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    await insertCandidate(pool, agency.id, { firstName: 'Dora', status: 1 });
    const { page, context } = await suite.open();
    await signInContext(context, agent.email, TEST_PASSWORD, 'pro');
    await context.addInitScript(() => {
      const storage = (
        globalThis as unknown as {
          localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
        }
      ).localStorage;
      if (storage.getItem('migrated-once') === null) {
        storage.setItem('tableOptions', JSON.stringify({ candidates: { columns: ['lastName', 'status', 'email'] } }));
        storage.setItem('migrated-once', '1');
      }
    });

    await page.goto('/pro/candidates?lang=fr');
    await page.getByRole('row').filter({ hasText: 'Dora' }).waitFor();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const stored = await page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage;
      return [storage.getItem('tableOptions'), storage.getItem('pagesSettings')];
    });

    expect(headers.map((text) => text.trim()).filter(Boolean)).toEqual(['Nom', 'Statut', 'E-mail']);
    expect(stored[0]).toBeNull();
    expect(JSON.parse(stored[1] ?? '{}')).toEqual({ candidates: { columns: ['lastName', 'status', 'email'] } });
  });
  it('on a phone, lists the candidates first and names the filter set only when asked', async () => {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    await insertCandidate(pool, agency.id, { firstName: 'Elsa', status: 1 });
    await insertCandidate(pool, agency.id, { firstName: 'Farid', status: 1 });
    const { page, context } = await suite.open({ viewport: { width: 390, height: 844 } });
    await signInContext(context, agent.email, TEST_PASSWORD, 'pro');

    await page.goto('/pro/candidates?lang=fr');
    const elsa = page.getByText('Elsa Candidat');
    await elsa.waitFor();
    const tops = await Promise.all(
      ['Elsa Candidat', 'Farid Candidat'].map(
        async (name) => (await page.getByText(name).boundingBox())?.y ?? Infinity,
      ),
    );
    const top = Math.min(...tops);

    // The list's columns mean nothing on a phone; an empty name field pushed the first candidate down.
    expect(await page.getByRole('button', { name: 'Colonnes' }).count()).toBe(0);
    expect(await page.getByLabel('Nom du filtre').count()).toBe(0);
    expect(top).toBeLessThan(300);

    await page.locator('input[name="q"]').fill('Elsa');
    await page.getByText('Farid Candidat').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Enregistrer le filtre' }).click();
    await page.getByLabel('Nom du filtre').fill('Elsa seule');
    await page.getByRole('button', { name: 'Enregistrer le filtre' }).click();

    await page.getByRole('button', { name: 'Elsa seule' }).waitFor();
    expect(await page.getByLabel('Nom du filtre').count()).toBe(0);
  });
});
