import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookingRows, contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('visit lifecycle in the back office', () => {
  let stack: Stack;
  let realtor: SignedIn;
  let agentId: string;
  let listingId: string;
  let foreignListingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyId = (await createAgency(stack.db.pool)).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    realtor = await signIn(stack.baseUrl, agent);
    const other = (await createAgency(stack.db.pool)).id;
    const otherAgent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: other });
    foreignListingId = await createBookableListing(stack.db.pool, other, otherAgent.id);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const post = (path: string, body: object) => realtor.agent.post(path).set('X-CSRF-Token', realtor.csrf).send(body);
  const freeStarts = async () =>
    (
      await realtor.agent
        .get(`/api/agents/${agentId}/availability`)
        .query({ listingId, to: new Date(Date.now() + 14 * 86_400_000).toISOString() })
        .expect(200)
    ).body.slots.map((slot: { startsAt: string }) => slot.startsAt) as string[];

  it('books for a candidate, lists by range, cancels with who and why, and frees the slot', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await post('/api/visits', { listingId, startsAt: slot.startsAt, contact: contact('Office') }).expect(
      201,
    );
    expect(await freeStarts()).not.toContain(slot.startsAt);

    const listed = await realtor.agent
      .get('/api/visits')
      .query({ filter: JSON.stringify({ from: slot.startsAt, to: slot.endsAt, agentId }) })
      .expect(200);
    expect(listed.body.map((visit: { id: string }) => visit.id)).toEqual([booked.body.id]);
    expect(listed.headers['content-range']).toBe('visits 0-0/1');

    const cancelled = await post(`/api/visits/${booked.body.id}/cancel`, { reason: 'Le bien est loué' }).expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'agency',
      cancelledWhy: 'Le bien est loué',
    });
    expect(await freeStarts()).toContain(slot.startsAt);
    expect((await post(`/api/visits/${booked.body.id}/cancel`, { reason: 'again' })).body.code).toBe(
      'VISIT_STATE_INVALID',
    );
  });

  it('reschedules a visit, keeping the old one as history', async () => {
    const [first, , third] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await post('/api/visits', { listingId, startsAt: first.startsAt, contact: contact('Moved') }).expect(
      201,
    );

    const moved = await post(`/api/visits/${booked.body.id}/reschedule`, { startsAt: third.startsAt }).expect(201);

    expect(moved.body).toMatchObject({ startsAt: third.startsAt, status: 'booked', rescheduledFrom: booked.body.id });
    const old = await realtor.agent.get(`/api/visits/${booked.body.id}`).expect(200);
    expect(old.body).toMatchObject({ status: 'cancelled', cancelledWhy: 'rescheduled' });
    expect(await freeStarts()).toContain(first.startsAt);
    expect(await freeStarts()).not.toContain(third.startsAt);
  });

  it('marks done only a visit that has started', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await post('/api/visits', { listingId, startsAt: slot.startsAt, contact: contact('Early') }).expect(
      201,
    );

    const early = await post(`/api/visits/${booked.body.id}/outcome`, { outcome: 'done' });
    await stack.db.pool.query(`UPDATE visits SET starts_at = now() - interval '1 hour' WHERE id = $1`, [
      booked.body.id,
    ]);
    const done = await post(`/api/visits/${booked.body.id}/outcome`, { outcome: 'no_show' }).expect(200);

    expect(early.body.code).toBe('VISIT_STATE_INVALID');
    expect(done.body.status).toBe('no_show');
  });

  it("answers 404 to a booking on another agency's listing and writes nothing", async () => {
    const before = await bookingRows(stack.db.pool);
    const [slot] = await offeredSlots(stack.baseUrl, foreignListingId);

    const response = await post('/api/visits', {
      listingId: foreignListingId,
      startsAt: slot.startsAt,
      contact: contact('Foreign'),
    });

    expect(response.status).toBe(404);
    expect(await bookingRows(stack.db.pool)).toEqual(before);
  });
});
