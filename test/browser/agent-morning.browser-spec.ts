import { eventJobId, reminderJobId } from '@creneau/contracts';
import { contact, bookPublic, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser, signIn } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';

const TIME_ZONE = 'Europe/Paris';
const whenOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
const hourOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(iso));

describe("an agent's morning in the back office", () => {
  const suite = browserSuite({ workers: 1 });

  /**
   * Books through the API as the agent, then moves the visit to today in the agency's zone: one that
   * has started, one still to come. Offered slots may all be on later days when the test runs at night.
   */
  async function visitsToday(agencyId: string, agent: Awaited<ReturnType<typeof createUser>>, listingId: string) {
    const realtor = await signIn(suite.stack.baseUrl, agent);
    const [first, second] = await offeredSlots(suite.stack.baseUrl, listingId);
    const ids: string[] = [];
    for (const [slot, name] of [
      [first, 'Matin'],
      [second, 'Soir'],
    ] as const) {
      const booked = await realtor.agent
        .post('/api/visits')
        .set('X-CSRF-Token', realtor.csrf)
        .send({ listingId, startsAt: slot.startsAt, contact: contact(name) })
        .expect(201);
      ids.push(booked.body.id);
    }
    const { rows } = await suite.stack.db.pool.query<{ id: string; startsAt: Date }>(
      `WITH day AS (SELECT (date_trunc('day', now() AT TIME ZONE $3) AT TIME ZONE $3) AS starts)
       UPDATE visits v SET starts_at = moved.at, ends_at = moved.at + interval '30 minutes',
              status = CASE WHEN v.id = $1 THEN 'confirmed' ELSE 'booked' END
         FROM (SELECT $1::uuid AS id, day.starts + (now() - day.starts) / 2 AS at FROM day
               UNION ALL SELECT $2::uuid, now() + (day.starts + interval '1 day' - now()) / 2 FROM day) moved
        WHERE v.id = moved.id AND v.agency_id = $4 RETURNING v.id, v.starts_at AS "startsAt"`,
      [ids[0], ids[1], TIME_ZONE, agencyId],
    );
    return new Map(rows.map((row) => [row.id, row.startsAt.toISOString()]));
  }

  /** The agent's home, signed in, once its live stream is open: what the stream sends from then on arrives. */
  async function openLiveHome(agent: Awaited<ReturnType<typeof createUser>>, timezoneId?: string) {
    const opened = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId });
    await signInContext(opened.context, agent.email, agent.password, 'pro');
    const streamOpen = opened.page.waitForResponse((response) => response.url().endsWith('/api/realtime/stream'));
    await opened.page.goto('/pro/visits?lang=fr');
    await streamOpen;
    return opened;
  }

  it("shows today's visits with the unconfirmed one flagged, then a new booking as a live toast", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const { rows } = await suite.stack.db.pool.query('SELECT reference FROM listings WHERE id = $1', [listingId]);
    const starts = [...(await visitsToday(agency.id, agent, listingId)).values()];
    // The browser's clock is in New York: every time on the page must still be the agency's.
    // The booking must happen once the live stream is open, or its toast would go to nobody.
    const { page, context, errors } = await openLiveHome(agent, 'America/New_York');
    const today = page.getByRole('region', { name: 'Aujourd’hui' });
    const morning = today.getByTestId('home-visit').filter({ hasText: 'Camille Matin' });
    const evening = today.getByTestId('home-visit').filter({ hasText: 'Camille Soir' });
    // The rows come before the listings they name (the row shows '…' until then): wait for the reference.
    await morning.filter({ hasText: rows[0].reference }).waitFor();
    await evening.waitFor();
    expect(await morning.textContent()).toContain(hourOf(starts[0]));
    expect(await morning.getByText('Confirmée').count()).toBe(1);
    expect(await morning.getByRole('button', { name: 'Effectuée' }).count()).toBe(1);
    expect(await evening.textContent()).toContain(hourOf(starts[1]));
    expect(await evening.getByText('À confirmer').count()).toBe(1);
    expect(await evening.getByRole('button', { name: 'Annuler' }).count()).toBe(1);
    expect(await morning.getByText('À confirmer').count()).toBe(0);

    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId);
    await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Direct') },
      `morning-${Date.now()}`,
    ).expect(201);
    await page
      .getByText(`Nouvelle visite\u00a0: Camille Direct pour ${rows[0].reference}, ${whenOf(slot.startsAt)}`)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns the agent live when a candidate cancels and when a visit is still unconfirmed at its deadline', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const { rows } = await suite.stack.db.pool.query('SELECT reference FROM listings WHERE id = $1', [listingId]);
    // Days ahead: a visit early tomorrow booked in the evening has no deadline left to plan.
    const [first, second] = await offeredSlots(suite.stack.baseUrl, listingId, 3);
    const book = async (startsAt: string, name: string) =>
      (
        await bookPublic(
          suite.stack.baseUrl,
          listingId,
          { startsAt, contact: contact(name) },
          `live-${name}-${Date.now()}`,
        ).expect(201)
      ).body.id as string;
    const late = await book(first.startsAt, 'Tardif');
    const leaving = await book(second.startsAt, 'Partant');

    const { page, context, errors } = await openLiveHome(agent, 'America/New_York');
    await page.getByRole('button', { name: '0 notification non lue' }).waitFor();

    // The deadline job, run now as if its time had come: the worker warns the agent through the stream.
    const deadline = reminderJobId(late, 'deadline');
    await waitFor(
      async () => (await suite.stack.queue('reminders').getJob(deadline)) !== undefined,
      'the deadline job',
    );
    await (await suite.stack.queue('reminders').getJob(deadline))!.promote();
    await page
      .getByText(`Visite non confirmée\u00a0: Camille Tardif pour ${rows[0].reference}, ${whenOf(first.startsAt)}`)
      .waitFor();

    // The candidate cancels through the short link of their request to confirm.
    const { rows: links } = await suite.stack.db.pool.query<{ code: string }>(
      `INSERT INTO short_links (code, visit_id) VALUES (substr(md5(random()::text), 1, 10), $1) 
       ON CONFLICT (visit_id) DO UPDATE SET code = short_links.code RETURNING code`,
      [leaving],
    );
    await fetch(`${suite.stack.baseUrl}/api/public/short-links/${links[0].code}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Trouvé ailleurs' }),
    }).then((response) => expect(response.status).toBe(200));
    await page
      .getByText(`Visite annulée\u00a0: Camille Partant pour ${rows[0].reference}, ${whenOf(second.startsAt)}`)
      .waitFor();

    await page.getByRole('button', { name: '2 notifications non lues' }).click();
    // The bell keeps both, newest first, each on the agency's clock although the browser's is New York's.
    const items = page.getByRole('menuitem');
    expect(await items.nth(0).textContent()).toContain(
      `Visite annulée\u00a0: Camille Partant pour ${rows[0].reference}, ${whenOf(second.startsAt)}`,
    );
    expect(await items.nth(1).textContent()).toContain(
      `Visite non confirmée\u00a0: Camille Tardif pour ${rows[0].reference}, ${whenOf(first.startsAt)}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says once that an unconfirmed visit was released, when the agency frees such slots', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    await suite.stack.db.pool.query('UPDATE agencies SET release_unconfirmed = true WHERE id = $1', [agency.id]);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const { rows } = await suite.stack.db.pool.query('SELECT reference FROM listings WHERE id = $1', [listingId]);
    // Days ahead: the deadline is still to come, whatever the hour of the run.
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 3);
    const booked = await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Libere') },
      `released-${Date.now()}`,
    ).expect(201);
    const visitId: string = booked.body.id;
    const deadline = await waitFor(
      () => suite.stack.queue('reminders').getJob(reminderJobId(visitId, 'deadline')),
      'the deadline job',
    );

    const { page, context, errors } = await openLiveHome(agent);
    await page.getByRole('button', { name: '0 notification non lue' }).waitFor();

    await deadline.promote();
    await page
      .getByText(
        `Visite non confirmée, créneau libéré\u00a0: Camille Libere pour ${rows[0].reference}, ${whenOf(slot.startsAt)}`,
      )
      .waitFor();
    // The release cancelled the visit: its cancellation job has run, and said nothing more.
    const { rows: events } = await suite.stack.db.pool.query<{ id: string }>(
      `SELECT id FROM outbox WHERE event = 'visit.cancelled' AND payload->>'visitId' = $1`,
      [visitId],
    );
    const cancelled = eventJobId(events[0].id, 'NotifyVisitCancelled');
    await waitFor(
      async () => (await suite.stack.queue('notifications').getJob(cancelled))?.finishedOn !== undefined,
      'the cancellation job',
    );
    await page.getByRole('button', { name: '1 notification non lue' }).waitFor();
    expect(await page.getByText(/Visite annulée/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
