import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, offeredSlots } from '../visits/visit-fixtures';
import { bookAs, pastVisitLike, verifiedVisitor } from './visitor-fixtures';

describe('visitor area: my visits', () => {
  let stack: Stack;
  let listingId: string;
  let alice: { email: string; session: SignedIn };
  let bob: { email: string; session: SignedIn };

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    listingId = (await agentWithListing(stack.db.pool)).listingId;
    const a = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const b = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    alice = { email: a.user.email, session: a.session };
    bob = { email: b.user.email, session: b.session };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const post = (who: SignedIn, path: string, body: object = {}) =>
    who.agent.post(path).set('X-CSRF-Token', who.csrf).send(body);
  const eventsOf = async (visitId: string) =>
    (
      await stack.db.pool.query<{ event: string }>(
        `SELECT event FROM outbox WHERE payload->>'visitId' = $1 ORDER BY id`,
        [visitId],
      )
    ).rows.map((row) => row.event);

  it('lists only my visits, upcoming and past, with the listing and agency', async () => {
    const mine = await bookAs(stack.baseUrl, listingId, alice.email, 0);
    const past = await pastVisitLike(stack.db.pool, mine);
    const theirs = await bookAs(stack.baseUrl, listingId, bob.email, 1);

    const listed = await alice.session.agent.get('/api/visitor/visits').expect(200);

    const ids = listed.body.map((visit: { id: string }) => visit.id);
    expect(ids).toEqual([past, mine]);
    expect(ids).not.toContain(theirs);
    expect(listed.body[1]).toMatchObject({
      status: 'booked',
      upcoming: true,
      listing: { id: listingId, bookable: true },
    });
    expect(listed.body[0]).toMatchObject({ status: 'done', upcoming: false });
    expect(listed.body[1]).not.toHaveProperty('answers');
  });

  it("gives each visit's .ics again, the same event as the booking's (issue 31)", async () => {
    const mine = await bookAs(stack.baseUrl, listingId, alice.email, 3);
    const listed = await alice.session.agent.get('/api/visitor/visits').expect(200);
    const visit = listed.body.find((row: { id: string }) => row.id === mine);

    const ics = await alice.session.agent.get(visit.calendarUrl).expect(200);

    expect(visit.calendarUrl).toMatch(new RegExp(`^/api/public/visits/${mine}/ics\\?token=[0-9a-f]{64}$`));
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.text).toContain(`UID:visit-${mine}@creneau\r\n`);
    expect(ics.text).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(ics.text).toContain('\r\nSEQUENCE:0\r\n');
  });

  it('shows nothing to an account whose e-mail is not verified', async () => {
    const unverified = await createUser(stack.db.pool, { authType: 'visitor' });
    await bookAs(stack.baseUrl, listingId, unverified.email, 2);
    const session = await signIn(stack.baseUrl, unverified, 'visits');

    const listed = await session.agent.get('/api/visitor/visits').expect(200);

    expect(listed.body).toEqual([]);
  });

  it('confirms and cancels my upcoming visit, the agent being warned by the event', async () => {
    const id = await bookAs(stack.baseUrl, listingId, alice.email, 3);

    const confirmed = await post(alice.session, `/api/visitor/visits/${id}/confirm`).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await post(alice.session, `/api/visitor/visits/${id}/confirm`).expect(200);
    const cancelled = await post(alice.session, `/api/visitor/visits/${id}/cancel`, {
      reason: 'Un empêchement',
    }).expect(200);

    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'candidate', upcoming: false });
    const [row] = (await stack.db.pool.query('SELECT cancelled_why FROM visits WHERE id = $1', [id])).rows;
    expect(row.cancelled_why).toBe('Un empêchement');
    expect(await eventsOf(id)).toEqual(['visit.booked', 'visit.confirmed', 'visit.cancelled']);
    expect((await post(alice.session, `/api/visitor/visits/${id}/cancel`)).body.code).toBe('VISIT_STATE_INVALID');
  });

  it('moves my visit like the back office does: old one rescheduled without notice, linked both ways', async () => {
    const id = await bookAs(stack.baseUrl, listingId, alice.email, 4);
    const target = (await offeredSlots(stack.baseUrl, listingId))[6];

    const moved = await post(alice.session, `/api/visitor/visits/${id}/reschedule`, {
      startsAt: target.startsAt,
    }).expect(201);

    expect(moved.body).toMatchObject({ startsAt: target.startsAt, status: 'booked', rescheduledFrom: id });
    const [old] = (
      await stack.db.pool.query(
        'SELECT status, cancelled_by, cancelled_why, rescheduled_to FROM visits WHERE id = $1',
        [id],
      )
    ).rows;
    expect(old).toEqual({
      status: 'rescheduled',
      cancelled_by: 'candidate',
      cancelled_why: null,
      rescheduled_to: moved.body.id,
    });
    expect(await eventsOf(id)).toEqual(['visit.booked']);
    expect(await eventsOf(moved.body.id)).toEqual(['visit.rescheduled']);
    const free = (await offeredSlots(stack.baseUrl, listingId)).map((slot) => slot.startsAt);
    expect(free).not.toContain(target.startsAt);
  });

  it('refuses a start the listing does not offer and changes nothing', async () => {
    const id = await bookAs(stack.baseUrl, listingId, alice.email, 5);

    const refused = await post(alice.session, `/api/visitor/visits/${id}/reschedule`, {
      startsAt: '2020-01-06T09:00:00Z',
    });

    expect(refused.status).toBe(422);
    const [row] = (await stack.db.pool.query('SELECT status FROM visits WHERE id = $1', [id])).rows;
    expect(row.status).toBe('booked');
  });

  it("answers 404 to another visitor's visit id on every route and changes nothing", async () => {
    const id = await bookAs(stack.baseUrl, listingId, alice.email, 7);
    const start = (await offeredSlots(stack.baseUrl, listingId))[8].startsAt;

    const answers = [
      (await bob.session.agent.get(`/api/visitor/visits/${id}`)).status,
      (await post(bob.session, `/api/visitor/visits/${id}/confirm`)).status,
      (await post(bob.session, `/api/visitor/visits/${id}/cancel`, { reason: 'x' })).status,
      (await post(bob.session, `/api/visitor/visits/${id}/reschedule`, { startsAt: start })).status,
    ];

    expect(answers).toEqual([404, 404, 404, 404]);
    const [row] = (await stack.db.pool.query('SELECT status FROM visits WHERE id = $1', [id])).rows;
    expect(row.status).toBe('booked');
    expect(await eventsOf(id)).toEqual(['visit.booked']);
  });

  it('refuses to confirm or cancel a visit that has already taken place', async () => {
    const id = await bookAs(stack.baseUrl, listingId, alice.email, 9);
    const past = await pastVisitLike(stack.db.pool, id, 2);
    await stack.db.pool.query(`UPDATE visits SET status = 'booked' WHERE id = $1`, [past]);

    const confirm = await post(alice.session, `/api/visitor/visits/${past}/confirm`);
    const cancel = await post(alice.session, `/api/visitor/visits/${past}/cancel`);

    expect([confirm.status, cancel.status]).toEqual([409, 409]);
    expect(confirm.body.code).toBe('VISIT_STATE_INVALID');
  });

  it('keeps realtors out of the visitor routes', async () => {
    const agencyId = (await createAgency(stack.db.pool)).id;
    const realtor = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const session = await signIn(stack.baseUrl, realtor);

    await session.agent.get('/api/visitor/visits').expect(403);
  });
});
