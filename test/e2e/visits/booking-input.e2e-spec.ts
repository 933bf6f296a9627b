import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import {
  bookPublic,
  bookingRows,
  contact,
  createBookableListing,
  offeredSlots,
  type OfferedSlot,
} from './visit-fixtures';

/** The last Sunday of March after now: the spring change of both Paris and Brussels. */
function nextSpringChange(): string {
  for (let year = new Date().getUTCFullYear(); ; year += 1) {
    const lastDay = new Date(Date.UTC(year, 2, 31));
    const sunday = new Date(Date.UTC(year, 2, 31 - lastDay.getUTCDay()));
    if (sunday.getTime() > Date.now()) return sunday.toISOString().slice(0, 10);
  }
}

type Overrides = Record<string, unknown>;

describe('public booking input', () => {
  let stack: Stack;
  let listingId: string;
  let draftListingId: string;
  let slot: OfferedSlot;
  let agentId: string;
  let realtor: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyId = (await createAgency(stack.db.pool)).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    listingId = await createBookableListing(stack.db.pool, agencyId, agent.id);
    draftListingId = await createBookableListing(stack.db.pool, agencyId, agent.id, { status: 'draft' });
    realtor = await signIn(stack.baseUrl, agent);
    const weekdays = [1, 2, 3, 4, 5].map((weekDay) => ({
      weekDay,
      worked: true,
      workStartHour: '09:00',
      workEndHour: '19:00',
      lunchBreakEnabled: true,
      lunchBreakStartHour: '12:00',
      lunchBreakEndHour: '13:00',
    }));
    await realtor.agent
      .put(`/api/agents/${agent.id}/working-hours`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ days: weekdays })
      .expect(200);
    // A day after the first one offered: all of it lies beyond the minimum notice.
    const slots = await offeredSlots(stack.baseUrl, listingId);
    slot = slots.find((offered) => offered.local.slice(0, 10) !== slots[0].local.slice(0, 10)) as OfferedSlot;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Same local day as the first offered slot, another wall time, with that day's offset. */
  const sameDayAt = (clock: string) => `${slot.local.slice(0, 11)}${clock}${slot.local.slice(16)}`;
  const valid = () => ({ startsAt: slot.startsAt, contact: contact('Valid') });
  const DAY = 86_400_000;

  it.each<[string, () => Overrides, number, string]>([
    ['in the past', () => ({ startsAt: new Date(Date.now() - DAY).toISOString() }), 422, 'SLOT_IN_PAST'],
    [
      'beyond the horizon',
      () => ({ startsAt: new Date(Date.now() + 40 * DAY).toISOString() }),
      422,
      'SLOT_BEYOND_HORIZON',
    ],
    ['outside working hours', () => ({ startsAt: sameDayAt('20:00') }), 422, 'SLOT_OUTSIDE_WORKING_HOURS'],
    ['in the lunch break', () => ({ startsAt: sameDayAt('12:20') }), 422, 'SLOT_IN_LUNCH_BREAK'],
    ['off the slot grid', () => ({ startsAt: sameDayAt('09:10') }), 422, 'SLOT_NOT_OFFERED'],
    ['in the spring DST gap', () => ({ startsAt: `${nextSpringChange()}T02:30:00+01:00` }), 422, 'SLOT_IN_DST_GAP'],
    // Date.parse rolls 30 February over to 2 March: a day that does not exist is refused, never moved.
    ['on a day that does not exist', () => ({ startsAt: '2027-02-30T09:00:00+01:00' }), 400, 'VALIDATION_FAILED'],
    ['at an hour that does not exist', () => ({ startsAt: sameDayAt('24:00') }), 400, 'VALIDATION_FAILED'],
    ['with a status field', () => ({ status: 'confirmed' }), 400, 'VALIDATION_FAILED'],
    ['with an agencyId field', () => ({ agencyId: '00000000-0000-0000-0000-000000000000' }), 400, 'VALIDATION_FAILED'],
    [
      'with a malformed phone',
      () => ({ contact: { ...contact('Phone'), phone: '06 12; DROP' } }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'with a malformed e-mail',
      () => ({ contact: { ...contact('Mail'), email: 'not-an-email' } }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'with CR/LF in the e-mail',
      () => ({ contact: { ...contact('Crlf'), email: 'a@example.test\r\nBcc: x@evil.test' } }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'with CR/LF in a name',
      () => ({ contact: { ...contact('Name'), lastName: 'Durand\r\nBcc: x@evil.test' } }),
      400,
      'VALIDATION_FAILED',
    ],
    ['with a question the law forbids', () => ({ answers: { income: 5000 } }), 400, 'VALIDATION_FAILED'],
    [
      'with a move-in date in the past',
      () => ({ answers: { moveInDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10) } }),
      400,
      'MOVE_IN_DATE_PAST',
    ],
    [
      'with a move-in date that does not exist',
      () => ({ answers: { moveInDate: '2031-02-30' } }),
      400,
      'VALIDATION_FAILED',
    ],
    // The applicant-data policy names the question the listing's region does not ask (FIELD_NOT_ALLOWED).
    ['with a sale question on a rental', () => ({ answers: { projectKind: 'investment' } }), 400, 'FIELD_NOT_ALLOWED'],
    ['without a contact', () => ({ contact: undefined }), 400, 'VALIDATION_FAILED'],
  ])('refuses a booking %s and writes nothing', async (_, change, status, code) => {
    const before = await bookingRows(stack.db.pool);
    const body = { ...valid(), ...change() };

    const response = await bookPublic(stack.baseUrl, listingId, body, `bad-${code}-${Math.random()}`);

    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
    expect(await bookingRows(stack.db.pool)).toEqual(before);
  });

  it('refuses a 1 MB body, a missing Idempotency-Key and an unpublished listing, writing nothing', async () => {
    const before = await bookingRows(stack.db.pool);
    const huge = { ...valid(), contact: { ...contact('Huge'), firstName: 'x'.repeat(1_100_000) } };

    expect((await bookPublic(stack.baseUrl, listingId, huge, 'huge-body-1')).status).toBe(413);
    const noKey = await bookPublic(stack.baseUrl, listingId, valid(), null);
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await bookPublic(stack.baseUrl, draftListingId, valid(), 'draft-listing-1')).status).toBe(404);
    expect(await bookingRows(stack.db.pool)).toEqual(before);
  });

  it('answers a retry with the same key and body with the same visit, and refuses the key for another body', async () => {
    const before = await bookingRows(stack.db.pool);
    const body = { ...valid(), contact: contact('Retry'), answers: { occupants: 2 } };

    const first = await bookPublic(stack.baseUrl, listingId, body, 'retry-key-0001').expect(201);
    const retry = await bookPublic(stack.baseUrl, listingId, body, 'retry-key-0001').expect(201);
    const other = await bookPublic(stack.baseUrl, listingId, { ...body, contact: contact('Other') }, 'retry-key-0001');

    expect(retry.body).toEqual(first.body);
    expect(first.body).toMatchObject({ startsAt: slot.startsAt, local: slot.local, status: 'booked' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const after = await bookingRows(stack.db.pool);
    expect(after).toEqual({
      ...before,
      visits: before.visits + 1,
      slots: before.slots + 1,
      candidates: before.candidates + 1,
      events: before.events + 1,
    });
  });

  it("refuses a start inside the listing's minimum notice, which the back office may still book", async () => {
    const soon = await createBookableListing(stack.db.pool, await agencyOf(listingId), agentId);
    // Four days of notice: the next 95 hours always hold a worked weekday, whatever the hour of the run.
    await stack.db.pool.query('UPDATE listings SET visit_min_notice_hours = 96 WHERE id = $1', [soon]);
    const { body } = await realtor.agent
      .get(`/api/agents/${agentId}/availability`)
      .query({
        listingId: soon,
        from: new Date(Date.now() + 3_600_000).toISOString(),
        to: new Date(Date.now() + 95 * 3_600_000).toISOString(),
      })
      .expect(200);
    const [early] = body.slots as OfferedSlot[];
    const before = await bookingRows(stack.db.pool);

    const response = await bookPublic(
      stack.baseUrl,
      soon,
      { startsAt: early.startsAt, contact: contact('Soon') },
      'soon-0001',
    );

    expect([response.status, response.body.code]).toEqual([422, 'SLOT_TOO_SOON']);
    expect(await bookingRows(stack.db.pool)).toEqual(before);
    await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId: soon, startsAt: early.startsAt, contact: contact('Soon') })
      .expect(201);
  });

  it('says which day a week starts on, per the language asked', async () => {
    const publicWeek = (lang?: string) =>
      request(stack.baseUrl)
        .get(`/api/public/listings/${listingId}/availability`)
        .query(lang ? { lang } : {})
        .expect(200);
    const backOfficeWeek = (lang?: string) =>
      realtor.agent
        .get(`/api/agents/${agentId}/availability`)
        .query(lang ? { lang } : {})
        .expect(200);

    const answers = await Promise.all([
      publicWeek('en'),
      publicWeek('nl'),
      publicWeek('fr'),
      publicWeek(),
      backOfficeWeek('en'),
      backOfficeWeek(),
    ]);

    expect(answers.map((answer) => answer.body.weekStartsOn)).toEqual([0, 1, 1, 1, 0, 1]);
    expect(answers[0].body.slots).toEqual(answers[1].body.slots);
  });

  const agencyOf = async (id: string) =>
    (await stack.db.pool.query<{ agency_id: string }>('SELECT agency_id FROM listings WHERE id = $1', [id])).rows[0]
      ?.agency_id;
});
