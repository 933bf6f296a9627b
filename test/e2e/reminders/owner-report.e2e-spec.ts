import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { sentEmail } from '../../support/mailbox';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { contact, createBookableListing, moveVisitToPast, offeredSlots, shortCodeOf } from '../visits/visit-fixtures';

describe("the weekly report to the listing's owner", () => {
  let stack: Stack;
  let agencyId: string;
  let realtor: SignedIn;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    agencyId = (await createAgency(stack.db.pool, { name: 'Agence Rapport' })).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    realtor = await signIn(stack.baseUrl, agent);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** An active listing of the agency, with the rent an active listing needs before any edit. */
  async function listing(status = 'active'): Promise<string> {
    const id = await createBookableListing(stack.db.pool, agencyId, agentId, { status });
    await stack.db.pool.query('UPDATE listings SET rent = 900 WHERE id = $1', [id]);
    return id;
  }

  const putListing = (id: string, body: object) =>
    realtor.agent.put(`/api/listings/${id}`).set('X-CSRF-Token', realtor.csrf).send(body);

  async function book(listingId: string, name: string): Promise<string> {
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt: slot.startsAt, contact: contact(name) })
      .expect(201);
    return booked.body.id;
  }

  async function outcome(visitId: string, value: 'done' | 'no_show') {
    await realtor.agent
      .post(`/api/visits/${visitId}/outcome`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ outcome: value })
      .expect(200);
  }

  it('records the owner on the listing, refusing bad values without changing anything', async () => {
    const listingId = await listing();
    const refused = await Promise.all([
      putListing(listingId, { ownerEmail: 'not-an-email' }),
      putListing(listingId, { ownerEmail: 'owner@example.test\r\nBcc: x@example.test' }),
      putListing(listingId, { ownerName: 'Jan\r\nBcc: x@example.test' }),
      putListing(listingId, { ownerLanguage: 'de' }),
      putListing(listingId, { ownerName: 'x'.repeat(121) }),
    ]);
    expect(refused.map((response) => [response.status, response.body.code])).toEqual(
      Array(5).fill([400, 'VALIDATION_FAILED']),
    );
    const untouched = await realtor.agent.get(`/api/listings/${listingId}`).expect(200);
    expect(untouched.body).toMatchObject({ ownerName: null, ownerEmail: null, ownerLanguage: null });

    await putListing(listingId, { ownerName: 'Jan Peeters', ownerEmail: 'jan@example.test', ownerLanguage: 'nl' })
      .expect(200)
      .expect((response) =>
        expect(response.body).toMatchObject({
          ownerName: 'Jan Peeters',
          ownerEmail: 'jan@example.test',
          ownerLanguage: 'nl',
        }),
      );
    await putListing(listingId, { ownerName: null, ownerEmail: null, ownerLanguage: null })
      .expect(200)
      .expect((response) => expect(response.body).toMatchObject({ ownerName: null, ownerEmail: null }));
    // Never on the public page of the listing.
    const published = await request(stack.baseUrl).get(`/api/public/listings/${listingId}`).expect(200);
    expect(JSON.stringify(published.body)).not.toMatch(/owner/i);
  });

  it("sends the owner the week's visits done, no-shows and interest, in the owner's language", async () => {
    const listingId = await listing();
    const owner = `owner-${Date.now()}@example.test`;
    await putListing(listingId, { ownerName: 'Jan Peeters', ownerEmail: owner, ownerLanguage: 'nl' }).expect(200);
    // A draft is not on the market yet: its owner hears nothing.
    const draftId = await listing('draft');
    await putListing(draftId, { ownerEmail: `draft-${owner}` }).expect(200);

    const [came, interested, absent, coming, oldOne] = [
      await book(listingId, 'Venu'),
      await book(listingId, 'Interesse'),
      await book(listingId, 'Absent'),
      await book(listingId, 'Avenir'),
      await book(listingId, 'Ancien'),
    ];
    for (const visitId of [came, interested, absent]) await moveVisitToPast(stack.db.pool, visitId, 2);
    await moveVisitToPast(stack.db.pool, oldOne, 20);
    await outcome(came, 'done');
    await outcome(interested, 'done');
    await outcome(absent, 'no_show');
    await outcome(oldOne, 'done');
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${await shortCodeOf(stack.db.pool, interested)}/interest`)
      .send({ interested: true })
      .expect(200);
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${await shortCodeOf(stack.db.pool, came)}/interest`)
      .send({ interested: false })
      .expect(200);
    expect(coming).toBeDefined();

    const run = await stack.queue('reminders').add('SendOwnerReports', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'the weekly reports');

    const report = await sentEmail(stack.db.pool, owner, 'owner_weekly_report');
    const { rows: reference } = await stack.db.pool.query('SELECT reference FROM listings WHERE id = $1', [listingId]);
    expect(report.language).toBe('nl');
    expect(report.subject).toBe(`Uw pand ${reference[0].reference}: de bezoeken van deze week`);
    expect(report.bodyText).toContain('Jan Peeters');
    expect(report.bodyText).toContain(
      'Uitgevoerde bezoeken: 2. Niet opgedaagd: 1. Nog geïnteresseerde bezoekers: 1. Komende bezoeken: 1.',
    );
    const { rows } = await stack.db.pool.query(
      `SELECT recipient FROM messages WHERE purpose = 'owner_weekly_report' AND recipient LIKE '%' || $1`,
      [owner],
    );
    expect(rows.map((row) => row.recipient)).toEqual([owner]);
    expect(report.bodyText).toContain(`/book/${listingId}`);
  });

  it('sends nothing to the owner of a listing whose week was empty', async () => {
    const quiet = await listing();
    const owner = `quiet-${Date.now()}@example.test`;
    await putListing(quiet, { ownerEmail: owner }).expect(200);
    // A visit long past and nothing this week: no report of zeros.
    const old = await book(quiet, 'Ancienne');
    await moveVisitToPast(stack.db.pool, old, 20);
    await stack.db.pool.query(`UPDATE visits SET created_at = now() - interval '30 days' WHERE id = $1`, [old]);
    await outcome(old, 'done');

    const run = await stack.queue('reminders').add('SendOwnerReports', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'the weekly reports');

    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM messages WHERE purpose = 'owner_weekly_report' AND recipient = $1`,
      [owner],
    );
    expect(rows[0].n).toBe(0);
  });
});
