import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import {
  bookPublic,
  createBookableListing,
  moveVisitToPast,
  offeredSlots,
  shortCodeOf,
  type OfferedSlot,
} from '../e2e/visits/visit-fixtures';

const PHONE = { width: 390, height: 844 };

// What a page function sees of the browser (these specs compile without the DOM library).
type InPage = { document: { activeElement: { id: string } | null } };
const focusedId = () => (globalThis as unknown as InPage).document.activeElement?.id;

/** Chooses this offered slot: its week, its day, then its time. */
async function chooseSlot(page: Page, slot: OfferedSlot): Promise<void> {
  const day = page.locator(`.day-strip__day[data-day="${slot.local.slice(0, 10)}"]`);
  await page.locator('.day-strip__day').first().waitFor();
  for (let week = 0; week < 3 && (await day.count()) === 0; week += 1) {
    await page.locator('.week-nav button').last().click();
    await page.waitForTimeout(100);
  }
  await day.click();
  await page.locator(`.slot-grid__slot[data-starts-at="${slot.startsAt}"]`).click();
}

const LANGUAGES = {
  fr: {
    accept: 'Accepter',
    heading: 'Vos coordonnées',
    basis: 'Code bruxellois du Logement, art. 200ter',
    now: 'Avant la visite, l’agence ne vous demande que\u00a0: identité (nom et prénom) et un moyen de contact au choix (e-mail ou téléphone).',
    byPhone: 'Par téléphone',
    firstName: 'Prénom',
    lastName: 'Nom',
    // A Brussels listing says GSM, as Belgium does.
    phone: 'GSM',
    optionalEmail: 'Adresse e-mail (facultatif)',
    submit: 'Réserver la visite',
    done: 'Votre visite est réservée',
  },
  nl: {
    accept: 'Aanvaarden',
    heading: 'Uw gegevens',
    basis: 'Brusselse Huisvestingscode, art. 200ter',
    now: 'Vóór het bezoek vraagt het kantoor u enkel: identiteit (naam en voornaam) en één contactmiddel naar keuze (e-mail of telefoon).',
    byPhone: 'Per telefoon',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Gsm-nummer',
    optionalEmail: 'E-mailadres (facultatief)',
    submit: 'Bezoek boeken',
    done: 'Uw bezoek is geboekt',
  },
  en: {
    accept: 'Accept',
    heading: 'Your details',
    basis: 'Brussels Housing Code, art. 200ter',
    now: 'Before the viewing, the agency only asks for: identity (first and last name) and one means of contact of your choice (e-mail or phone).',
    byPhone: 'By phone',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile (GSM)',
    optionalEmail: 'E-mail address (optional)',
    submit: 'Book the viewing',
    done: 'Your viewing is booked',
  },
} as const;

describe('what the booking page asks, by the region of the listing', () => {
  const suite = browserSuite({ workers: 0 });

  async function listingAt(country: 'FR' | 'BE', postalCode: string, city: string): Promise<string> {
    const agency = await createAgency(suite.stack.db.pool, { country });
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    await suite.stack.db.pool.query(
      `UPDATE listings SET country = $2, postal_code = $3, city = $4, rent = 1100, title = $5 WHERE id = $1`,
      [
        listingId,
        country,
        postalCode,
        city,
        JSON.stringify({ fr: 'Appartement lumineux', nl: 'Licht appartement', en: 'Bright flat' }),
      ],
    );
    return listingId;
  }

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    'shows in %s only a name and one means of contact on a Brussels listing, says why, and books with a phone alone',
    async (language) => {
      const words = LANGUAGES[language];
      const listingId = await listingAt('BE', '1050', 'Ixelles');
      const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
      const { page } = await suite.open({ viewport: PHONE });
      await page.goto(`/book/${listingId}?lang=${language}`);
      await page.getByRole('button', { name: words.accept, exact: true }).click();
      await chooseSlot(page, slot);
      const heading = page.getByRole('heading', { level: 2, name: words.heading });
      await heading.waitFor();

      // The flow moved on: the step's heading has the focus.
      expect(await page.evaluate(focusedId)).toBe('booking-form-title');
      const names = await page
        .locator('form input, form select, form textarea')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
      expect([...new Set(names)].sort()).toEqual(['contactChoice', 'email', 'firstName', 'lastName', 'phone']);
      await page.getByText(words.now, { exact: true }).waitFor();
      await page.getByText(words.basis, { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/booking-brussels-${language}.png`, fullPage: true });

      await page.getByRole('radio', { name: words.byPhone }).check();
      await page.getByLabel(words.firstName, { exact: true }).fill('Noor');
      await page.getByLabel(words.lastName, { exact: true }).fill(`El Amrani ${language}`);
      await page.getByLabel(words.phone, { exact: true }).fill('+32 470 12 34 56');
      expect(await page.getByLabel(words.optionalEmail).getAttribute('aria-required')).toBeNull();
      expect(await page.getByLabel(words.phone, { exact: true }).getAttribute('aria-required')).toBe('true');
      await page.getByRole('button', { name: words.submit }).click();
      await page.getByRole('heading', { name: words.done }).waitFor();

      const { rows } = await suite.stack.db.pool.query(
        `SELECT c.email, c.phone, v.answers FROM visits v JOIN candidates c ON c.id = v.candidate_id
          WHERE v.listing_id = $1`,
        [listingId],
      );
      expect(rows).toEqual([{ email: null, phone: '+32470123456', answers: {} }]);
    },
  );

  it('shows a refusal of the server on the field it concerns, with the limits of each input', async () => {
    const listingId = await listingAt('FR', '75004', 'Paris');
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const { page } = await suite.open({ viewport: PHONE });
    await page.goto(`/book/${listingId}?lang=fr`);
    await page.getByRole('button', { name: 'Accepter', exact: true }).click();
    await chooseSlot(page, slot);
    await page.getByRole('heading', { level: 2, name: 'Vos coordonnées' }).waitFor();

    const occupants = page.getByLabel('Nombre d’occupants');
    expect([await occupants.getAttribute('min'), await occupants.getAttribute('max')]).toEqual(['1', '20']);
    const firstName = page.getByLabel('Prénom', { exact: true });
    expect([await firstName.getAttribute('aria-required'), await firstName.getAttribute('maxlength')]).toEqual([
      'true',
      '80',
    ]);
    // The mark is seen beside the label, not read as part of the field's name.
    await page.locator('.field__label-row', { hasText: 'Prénom' }).locator('.field__mark').waitFor();
    await firstName.fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Limits');
    await page.getByLabel('Téléphone mobile').fill('+33 6 12 34 56 78');
    await occupants.fill('21');
    // An address the page lets through and the server refuses (a one-letter domain ending).
    await page.getByLabel('Adresse e-mail').fill('camille@example.c');
    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    await page.getByText('Saisissez au plus 20.').waitFor();
    expect(await occupants.getAttribute('aria-invalid')).toBe('true');

    await occupants.fill('2');
    await page.getByRole('button', { name: 'Réserver la visite' }).click();
    const email = page.getByLabel('Adresse e-mail');
    await page.getByRole('alert').getByText('Vérifiez les champs signalés.').waitFor();
    await page.getByText('Saisissez une adresse e-mail valide.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === (globalThis as unknown as InPage).document.activeElement)).toBe(
      true,
    );
    expect(await occupants.getAttribute('aria-invalid')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/booking-field-errors.png', fullPage: true });
    const { rows } = await suite.stack.db.pool.query('SELECT 1 FROM visits WHERE listing_id = $1', [listingId]);
    expect(rows).toEqual([]);
  });

  it("opens the application questions of Brussels on the candidate's link once the visit is done", async () => {
    const listingId = await listingAt('BE', '1000', 'Bruxelles');
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const booked = await bookPublic(
      suite.stack.baseUrl,
      listingId,
      {
        startsAt: slot.startsAt,
        contact: { firstName: 'Louis', lastName: 'Dubois', email: 'louis@example.be', language: 'fr' },
      },
      `application-${Date.now()}`,
    ).expect(201);
    const code = await shortCodeOf(suite.stack.db.pool, booked.body.id);
    const { page } = await suite.open({ viewport: PHONE });
    await page.goto(`/c/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Votre visite est réservée' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Votre candidature' }).count()).toBe(0);

    await moveVisitToPast(suite.stack.db.pool, booked.body.id, 1);
    await suite.stack.db.pool.query(`UPDATE visits SET status = 'done' WHERE id = $1`, [booked.body.id]);
    await page.reload();
    await page.getByRole('heading', { name: 'Votre candidature' }).waitFor();
    await page.getByText('Code bruxellois du Logement, art. 200ter', { exact: false }).waitFor();
    await page.getByText('leur origine n’est jamais un motif de refus', { exact: false }).waitFor();
    await page.getByLabel('Nombre d’occupants').fill('3');
    await page.getByLabel('Ressources mensuelles nettes du ménage (€)').fill('2100');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText('Votre candidature a été transmise à l’agence.').waitFor();
    await page.screenshot({ path: '/tmp/application-brussels.png', fullPage: true });
    const { rows } = await suite.stack.db.pool.query('SELECT answers FROM applicant_answers WHERE visit_id = $1', [
      booked.body.id,
    ]);
    expect(rows).toEqual([{ answers: { occupants: 3, monthlyResources: 2100 } }]);
  });

  it("shows on the agency's settings page which region's policy applies to each listing", async () => {
    const agency = await createAgency(suite.stack.db.pool, { country: 'BE' });
    const admin = await createUser(suite.stack.db.pool, {
      authType: 'realtor',
      agencyId: agency.id,
      role: 'agency_admin',
    });
    for (const [reference, postalCode, transaction] of [
      ['BX-1', '1050', 'rent'],
      ['GE-1', '9000', 'sale'],
    ]) {
      await suite.stack.db.pool.query(
        `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, country, postal_code)
         VALUES ($1, $2, $3, $4, 'apartment', 'active', 'BE', $5)`,
        [agency.id, admin.id, reference, transaction, postalCode],
      );
    }
    const { page, context } = await suite.open({ viewport: PHONE });
    await signInContext(context, admin.email, admin.password, 'pro');
    await page.goto(`/pro/agencies/${agency.id}?lang=fr`);

    const panel = page.getByRole('region', { name: 'Données demandées aux candidats' });
    const brussels = panel.locator('[data-region="BE-BRU"][data-transaction="rent"]');
    await brussels.getByRole('heading', { name: 'Région de Bruxelles-Capitale · Location' }).waitFor();
    await brussels
      .getByText('identité (nom et prénom) et un moyen de contact au choix (e-mail ou téléphone)')
      .waitFor();
    await brussels.getByText('nombre de personnes du ménage et montant des ressources (ou une estimation)').waitFor();
    await brussels.getByText('1 annonce\u00a0: BX-1 · 1050').waitFor();
    const ghent = panel.locator('[data-region="BE-VLG"][data-transaction="sale"]');
    await ghent.getByRole('heading', { name: 'Flandre · Vente' }).waitFor();
    await ghent.getByText('1 annonce\u00a0: GE-1 · 9000').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/agency-applicant-data.png' });
  });
});
