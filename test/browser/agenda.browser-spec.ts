import type { Locator, Page } from 'playwright-core';
import { contact, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser, signIn, type SignedIn } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

const TIME_ZONE = 'Europe/Paris';
// Success toasts are not awaited: the live notification of the same booking may take their place.
// The browser's clock is six hours behind the agency's: every time on the page must still be the agency's.
const BROWSER_ZONE = 'America/New_York';

const hourOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(iso));
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
const minutesOf = (iso: string) => {
  const [hours, minutes] = hourOf(iso).split(':').map(Number);
  return hours * 60 + minutes;
};

/** Pages the week view, back or forward, until the agency day of `iso` is on screen. */
async function showDayOf(page: Page, iso: string): Promise<void> {
  const day = dayOf(iso);
  const column = page.locator(`[data-testid="agenda-day"][data-day="${day}"]`);
  const shown = page.getByTestId('agenda-day');
  await shown.first().waitFor();
  for (let week = 0; week < 8 && (await column.count()) === 0; week += 1) {
    const first = (await shown.first().getAttribute('data-day')) ?? '';
    await page.getByRole('button', { name: day < first ? 'Période précédente' : 'Période suivante' }).click();
    await page.waitForTimeout(100);
  }
  await column.waitFor();
}

/** The first start a slot list offers that is a day ahead or more. */
async function startADayAhead(scope: Locator): Promise<string> {
  await scope.locator('button[data-starts-at]').first().waitFor();
  const starts = await scope
    .locator('button[data-starts-at]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-starts-at') ?? ''));
  const start = starts.find((iso) => Date.parse(iso) >= Date.now() + 86_400_000);
  if (!start) throw new Error(`no offered start a day ahead among ${starts.length}`);
  return start;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const visitBlock = (page: Page, name: string, status: string) =>
  page.locator(`[data-testid="agenda-visit"][data-status="${status}"]`, { hasText: name });

describe('the agenda of /pro/agenda', () => {
  const suite = browserSuite({ workers: 1 });

  let lastPage: Page | undefined;
  afterEach(async () => {
    await lastPage?.screenshot({ path: '/tmp/agenda-last.png' }).catch(() => undefined);
  });

  async function bookAs(realtor: SignedIn, listingId: string, startsAt: string, name: string): Promise<string> {
    const booked = await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt, contact: contact(name) })
      .expect(201);
    return booked.body.id as string;
  }

  it("shows, books, moves and cancels visits on the agency's clock, and keeps edited working hours", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const { rows } = await suite.stack.db.pool.query<{ reference: string }>(
      'SELECT reference FROM listings WHERE id = $1',
      [listingId],
    );
    const reference = rows[0].reference;
    const realtor = await signIn(suite.stack.baseUrl, agent);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    await bookAs(realtor, listingId, slot.startsAt, 'Existant');

    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = page;
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/visits?lang=fr');
    await page.getByRole('menuitem', { name: 'Agenda' }).click();
    await page.waitForURL('**/pro/agenda');
    await showDayOf(page, slot.startsAt);

    // The existing visit: at its Paris time, with its candidate and listing, placed on the hour it says.
    const existing = visitBlock(page, 'Camille Existant', 'booked');
    await existing.filter({ hasText: reference }).waitFor();
    expect(await existing.textContent()).toContain(hourOf(slot.startsAt));
    const hour = Math.floor(minutesOf(slot.startsAt) / 60);
    const label = page.getByTestId('agenda-hours').getByText(`${String(hour).padStart(2, '0')}:00`, { exact: true });
    const [labelBox, visitBox] = [await label.boundingBox(), await existing.boundingBox()];
    const expectedTop = labelBox!.y + 8 + ((minutesOf(slot.startsAt) % 60) / 60) * 64 + 1;
    expect(Math.abs(visitBox!.y - expectedTop)).toBeLessThan(3);
    await page.screenshot({ path: '/tmp/agenda-week.png' });

    // Book for a candidate; the slot is taken meanwhile, so the dialog offers the next free ones.
    await page.getByRole('button', { name: 'Nouvelle visite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Annonce' }).click();
    await page.getByRole('option', { name: new RegExp(reference) }).click();
    await dialog.locator('input[name="firstName"]').fill('Camille');
    await dialog.locator('input[name="lastName"]').fill('Agenda');
    await dialog.locator('input[name="email"]').fill('agenda@example.test');
    await dialog.locator('input[name="phone"]').fill('+33 6 11 22 33 44');
    // A start a day ahead at least: back-office slots have no notice, and the first may pass meanwhile.
    const raced = await startADayAhead(dialog);
    await dialog.locator(`button[data-starts-at="${raced}"]`).click();
    await page.screenshot({ path: '/tmp/agenda-create.png' });
    await bookAs(realtor, listingId, raced, 'Rival');
    // The rival booking arrives as a live toast, which must leave the dialog's button free to click.
    const toast = page.getByText('Nouvelle visite\u00a0: Camille Rival', { exact: false });
    await toast.waitFor();
    const submit = dialog.getByRole('button', { name: 'Réserver' });
    expect(overlap((await toast.boundingBox())!, (await submit.boundingBox())!)).toBe(false);
    await submit.click();
    const taken = dialog.getByTestId('taken-slots');
    await taken.getByText('Ce créneau vient d', { exact: false }).waitFor();
    const next = taken.locator('button[data-starts-at]').first();
    const bookedAt = (await next.getAttribute('data-starts-at'))!;
    expect(bookedAt).not.toBe(raced);
    await next.click();
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showDayOf(page, bookedAt);
    const created = visitBlock(page, 'Camille Agenda', 'booked').filter({ hasText: hourOf(bookedAt) });
    await created.waitFor();

    // Move it to another offered start: the old one stays, marked moved; the new one is live.
    await created.click();
    await dialog.getByRole('button', { name: 'Déplacer', exact: true }).click();
    const target = dialog.locator('button[data-starts-at]').last();
    const movedTo = (await target.getAttribute('data-starts-at'))!;
    await target.click();
    await page.screenshot({ path: '/tmp/agenda-move.png' });
    await dialog.getByRole('button', { name: 'Déplacer ici' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showDayOf(page, movedTo);
    const moved = visitBlock(page, 'Camille Agenda', 'booked').filter({ hasText: hourOf(movedTo) });
    await moved.waitFor();
    expect(await visitBlock(page, 'Camille Agenda', 'booked').count()).toBe(1);
    const { rows: history } = await suite.stack.db.pool.query<{
      status: string;
      starts_at: Date;
      rescheduled_from: string;
    }>(
      `SELECT v.status, v.starts_at, v.rescheduled_from FROM visits v JOIN candidates c ON c.id = v.candidate_id
        WHERE c.last_name = 'Agenda' AND v.agency_id = $1 ORDER BY v.created_at`,
      [agency.id],
    );
    expect(history.map((row) => [row.status, row.starts_at.toISOString()])).toEqual([
      ['rescheduled', bookedAt],
      ['booked', movedTo],
    ]);

    // The old one says where the visit went.
    await showDayOf(page, bookedAt);
    await visitBlock(page, 'Camille Agenda', 'rescheduled').click();
    await dialog.getByTestId('visit-moved-to').waitFor();
    expect(await dialog.getByTestId('visit-moved-to').textContent()).toContain(hourOf(movedTo));
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showDayOf(page, movedTo);

    // Cancel it with a reason.
    await moved.click();
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await dialog.getByRole('textbox').fill('Bien déjà loué');
    await dialog.getByRole('button', { name: 'Annuler la visite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visitBlock(page, 'Camille Agenda', 'booked').waitFor({ state: 'detached' });
    const { rows: cancelled } = await suite.stack.db.pool.query<{ status: string; cancelled_why: string }>(
      `SELECT status, cancelled_why FROM visits WHERE rescheduled_from IS NOT NULL AND agency_id = $1`,
      [agency.id],
    );
    expect(cancelled).toEqual([{ status: 'cancelled', cancelled_why: 'Bien déjà loué' }]);

    // Working hours: a wrong day is refused with its message; the edited ones persist after reload.
    await page.getByRole('toolbar', { name: 'Agenda' }).getByLabel('Horaires et absences').click();
    const monday = page.getByRole('group', { name: 'lundi' });
    const tuesday = page.getByRole('group', { name: 'mardi' });
    const wednesday = page.getByRole('group', { name: 'mercredi' });
    await monday.waitFor();
    await wednesday.getByLabel('Fin', { exact: true }).fill('08:00');
    await wednesday.getByText('La fin de journée doit suivre le début.').waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer les horaires' }).isDisabled()).toBe(true);
    await wednesday.getByLabel('Fin', { exact: true }).fill('19:00');
    await monday.getByLabel('Fin', { exact: true }).fill('18:00');
    await tuesday.getByLabel('Pause déjeuner').check();
    await tuesday.getByLabel('Début pause').fill('12:30');
    await tuesday.getByLabel('Fin pause').fill('13:30');
    await page.screenshot({ path: '/tmp/agenda-settings.png', fullPage: true });
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await page.getByText('Horaires enregistrés').waitFor();
    await page.reload();
    await monday.waitFor();
    expect(await monday.getByLabel('Fin', { exact: true }).inputValue()).toBe('18:00');
    expect(await tuesday.getByLabel('Pause déjeuner').isChecked()).toBe(true);
    expect(await tuesday.getByLabel('Début pause').inputValue()).toBe('12:30');
    const { rows: hours } = await suite.stack.db.pool.query(
      `SELECT week_day, work_end::text AS "workEnd", lunch_enabled AS "lunch" FROM working_hours
        WHERE agent_id = $1 AND week_day IN (1, 2) ORDER BY week_day`,
      [agent.id],
    );
    expect(hours).toEqual([
      { week_day: 1, workEnd: '18:00:00', lunch: false },
      { week_day: 2, workEnd: '19:00:00', lunch: true },
    ]);

    // Back on the agenda the lunch break shows on Tuesday.
    await page.getByText('Retour à l’agenda').click();
    await page.getByTestId('agenda-lunch').first().waitFor();
    expect(await page.getByTestId('agenda-lunch').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("confirms a visit for the candidate and downloads it as .ics from the visit's dialog", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const realtor = await signIn(suite.stack.baseUrl, agent);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const visitId = await bookAs(realtor, listingId, slot.startsAt, 'Telephone');
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = page;
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda?lang=fr');
    await showDayOf(page, slot.startsAt);

    await visitBlock(page, 'Camille Telephone', 'booked').click();
    const dialog = page.getByRole('dialog');
    const ics = await dialog.getByRole('link', { name: 'Télécharger la visite (.ics)' }).getAttribute('href');
    const file = await context.request.get(ics ?? '');
    await dialog.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await visitBlock(page, 'Camille Telephone', 'confirmed').waitFor();

    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('text/calendar');
    expect(await file.text()).toContain(`UID:visit-${visitId}@creneau`);
    const { rows } = await suite.stack.db.pool.query('SELECT status FROM visits WHERE id = $1', [visitId]);
    expect(rows).toEqual([{ status: 'confirmed' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws every visit of a busy week, past the 200 rows of a page', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id, { visitorsPerSlot: 8 });
    // Next week, Monday to Friday, six group slots a day of eight visitors each: 240 visits.
    await suite.stack.db.pool.query(
      `WITH monday AS (
         SELECT (date_trunc('week', now() AT TIME ZONE 'Europe/Paris') + interval '7 days 9 hours')
                AT TIME ZONE 'Europe/Paris' AS at),
       slot AS (
         INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
         SELECT $1, $2, $3, at + make_interval(days => d, mins => 80 * i), at + make_interval(days => d, mins => 80 * i + 30),
                at + make_interval(days => d, mins => 80 * i + 40), 8, 8
           FROM monday, generate_series(0, 4) d, generate_series(0, 5) i
         RETURNING id, starts_at, ends_at),
       numbered AS (SELECT slot.*, row_number() OVER (ORDER BY starts_at) AS k FROM slot),
       candidate AS (
         INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
         SELECT $1, 'week-' || n || '@example.test', 'Camille', 'N' || n, '+33612345678' FROM generate_series(1, 240) n
         RETURNING id, substr(last_name, 2)::int AS n)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
       SELECT $1, s.id, $2, $3, c.id, s.starts_at, s.ends_at, 'back_office'
         FROM numbered s JOIN candidate c ON (c.n - 1) / 8 + 1 = s.k`,
      [agency.id, agent.id, listingId],
    );
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: BROWSER_ZONE });
    lastPage = page;
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda?lang=fr');
    await page.getByTestId('agenda-day').first().waitFor();

    await page.getByRole('button', { name: 'Période suivante' }).click();
    await page.locator('[data-testid="agenda-visit"]').first().waitFor();

    expect(await page.locator('[data-testid="agenda-visit"]').count()).toBe(240);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on the day view on a phone', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      timezoneId: BROWSER_ZONE,
      viewport: { width: 375, height: 812 },
    });
    await signInContext(context, agent.email, agent.password, 'pro');
    await page.goto('/pro/agenda?lang=fr');
    await page.getByTestId('agenda-day').first().waitFor();
    expect(await page.getByTestId('agenda-day').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Jour', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: '/tmp/agenda-phone.png' });
    await page.goto('/pro/agenda/settings?lang=fr');
    await page.getByRole('group', { name: 'lundi' }).waitFor();
    await page.screenshot({ path: '/tmp/agenda-phone-settings.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
