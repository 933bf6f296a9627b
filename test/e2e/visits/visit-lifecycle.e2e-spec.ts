import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookingRows, contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('visit lifecycle in the back office', () => {
  let stack: Stack;
  let realtor: SignedIn;
  let agentId: string;
  let listingId: string;
  let foreignListingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const bookable = await agentWithListing(stack.db.pool);
    agentId = bookable.agent.id;
    listingId = bookable.listingId;
    realtor = await signIn(stack.baseUrl, bookable.agent);
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
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
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

  it('cancels with a preset reason in the visitor’s language, the agent’s note after it, and never with no reason', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const body = { listingId, startsAt: slot.startsAt, contact: contact('Preset', { language: 'nl' }) };
    const booked = await post('/api/visits', body).expect(201);
    const path = `/api/visits/${booked.body.id}/cancel`;
    expect((await post(path, {}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await post(path, { reasonCode: 'whim' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const cancelled = await post(path, { reasonCode: 'listing_taken', reason: 'Excuses!' }).expect(200);
    expect(cancelled.body.cancelledWhy).toBe('Het pand is intussen verhuurd of verkocht – Excuses!');
  });

  it('reschedules a visit, keeping the old one as history', async () => {
    const [first, , third] = await offeredSlots(stack.baseUrl, listingId, 1);
    const booked = await post('/api/visits', { listingId, startsAt: first.startsAt, contact: contact('Moved') }).expect(
      201,
    );

    const moved = await post(`/api/visits/${booked.body.id}/reschedule`, { startsAt: third.startsAt }).expect(201);

    expect(moved.body).toMatchObject({ startsAt: third.startsAt, status: 'booked', rescheduledFrom: booked.body.id });
    const old = await realtor.agent.get(`/api/visits/${booked.body.id}`).expect(200);
    expect(old.body).toMatchObject({
      status: 'rescheduled',
      rescheduledTo: moved.body.id,
      cancelledBy: 'agency',
      cancelledWhy: null,
    });
    expect(old.body.cancelledAt).not.toBeNull();
    expect(await freeStarts()).toContain(first.startsAt);
    expect(await freeStarts()).not.toContain(third.startsAt);
    // A moved visit is history: it can be neither moved, confirmed nor cancelled again.
    const again = await post(`/api/visits/${booked.body.id}/reschedule`, { startsAt: first.startsAt });
    const cancel = await post(`/api/visits/${booked.body.id}/cancel`, { reason: 'again' });
    const confirm = await post(`/api/visits/${booked.body.id}/confirm`, {});
    expect([again.status, cancel.status, confirm.status]).toEqual([409, 409, 409]);
    expect(again.body.code).toBe('VISIT_STATE_INVALID');
  });

  it("confirms a visit on the candidate's behalf, once, with its event", async () => {
    const [, slot] = await offeredSlots(stack.baseUrl, listingId, 2);
    const booked = await post('/api/visits', { listingId, startsAt: slot.startsAt, contact: contact('Phoned') }).expect(
      201,
    );

    const confirmed = await post(`/api/visits/${booked.body.id}/confirm`, {}).expect(200);
    const twice = await post(`/api/visits/${booked.body.id}/confirm`, {}).expect(200);

    expect(confirmed.body.status).toBe('confirmed');
    expect(twice.body.status).toBe('confirmed');
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM outbox WHERE event = 'visit.confirmed' AND payload ->> 'visitId' = $1`,
      [booked.body.id],
    );
    expect(rows[0].n).toBe(1);
    await post(`/api/visits/${booked.body.id}/cancel`, { reason: 'Plus disponible' }).expect(200);
    expect((await post(`/api/visits/${booked.body.id}/confirm`, {})).body.code).toBe('VISIT_STATE_INVALID');
  });

  it('lists by range every visit that overlaps it, also one that starts before the range', async () => {
    const [, , , slot] = await offeredSlots(stack.baseUrl, listingId, 3);
    const booked = await post('/api/visits', {
      listingId,
      startsAt: slot.startsAt,
      contact: contact('Overlap'),
    }).expect(201);
    const middle = new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString();
    const list = (from: string, to: string) =>
      realtor.agent
        .get('/api/visits')
        .query({ filter: JSON.stringify({ from, to, agentId }) })
        .expect(200);
    const agenda = (from: string, to: string) =>
      realtor.agent.get(`/api/agents/${agentId}/visits`).query({ from, to }).expect(200);

    const crossing = await list(middle, new Date(Date.parse(slot.endsAt) + 3_600_000).toISOString());
    const after = await list(slot.endsAt, new Date(Date.parse(slot.endsAt) + 3_600_000).toISOString());
    const agendaCrossing = await agenda(middle, slot.endsAt);

    expect(crossing.body.map((visit: { id: string }) => visit.id)).toContain(booked.body.id);
    expect(after.body.map((visit: { id: string }) => visit.id)).not.toContain(booked.body.id);
    expect(agendaCrossing.body.map((visit: { id: string }) => visit.id)).toEqual([booked.body.id]);
  });

  it("gives the agenda's whole range in one answer, past the 200 rows a page holds", async () => {
    const agency = (await createAgency(stack.db.pool)).id;
    const busy = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency });
    const groupListing = await createBookableListing(stack.db.pool, agency, busy.id, { visitorsPerSlot: 5 });
    // 60 group slots of one week, five visitors each: 300 visits, written directly.
    const weekStart = Date.parse('2031-03-03T08:00:00Z');
    await stack.db.pool.query(
      `WITH slot AS (
         INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
         SELECT $1, $2, $3, $4::timestamptz + make_interval(days => d, mins => 40 * i),
                $4::timestamptz + make_interval(days => d, mins => 40 * i + 30),
                $4::timestamptz + make_interval(days => d, mins => 40 * i + 40), 5, 5
           FROM generate_series(0, 4) d, generate_series(0, 11) i
         RETURNING id, starts_at, ends_at),
       candidate AS (
         INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
         SELECT $1, 'busy-' || n || '@example.test', 'Camille', n::text, '+33612345678' FROM generate_series(1, 300) n
         RETURNING id, last_name::int AS n)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
       SELECT $1, s.id, $2, $3, c.id, s.starts_at, s.ends_at, 'back_office'
         FROM (SELECT slot.*, row_number() OVER (ORDER BY starts_at) AS k FROM slot) s
         JOIN candidate c ON (c.n - 1) / 5 + 1 = s.k`,
      [agency, busy.id, groupListing, new Date(weekStart)],
    );
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency, role: 'agency_admin' }),
    );
    const from = new Date(weekStart - 86_400_000).toISOString();
    const to = new Date(weekStart + 7 * 86_400_000).toISOString();

    const week = await admin.agent.get(`/api/agents/${busy.id}/visits`).query({ from, to }).expect(200);
    const page = await admin.agent
      .get('/api/visits')
      .query({ filter: JSON.stringify({ from, to, agentId: busy.id }), range: JSON.stringify([0, 499]) })
      .expect(200);

    expect(week.body).toHaveLength(300);
    expect(new Set(week.body.map((visit: { id: string }) => visit.id)).size).toBe(300);
    // What a paged list gives for the same range: a page, with the true total in Content-Range.
    expect(page.body).toHaveLength(200);
    expect(page.headers['content-range']).toBe('visits 0-199/300');
    const tooLong = await admin.agent
      .get(`/api/agents/${busy.id}/visits`)
      .query({ from, to: new Date(weekStart + 90 * 86_400_000).toISOString() });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('marks done only a visit that has started', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
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
    const [slot] = await offeredSlots(stack.baseUrl, foreignListingId, 1);

    const response = await post('/api/visits', {
      listingId: foreignListingId,
      startsAt: slot.startsAt,
      contact: contact('Foreign'),
    });

    expect(response.status).toBe(404);
    expect(await bookingRows(stack.db.pool)).toEqual(before);
  });
});
