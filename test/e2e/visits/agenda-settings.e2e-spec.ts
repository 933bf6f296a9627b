import { createAgency, createUser, signIn, type SignedIn, type UserRow } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, bookingRows, contact, createBookableListing, offeredSlots } from './visit-fixtures';

const MONDAY = {
  weekDay: 1,
  worked: true,
  workStartHour: '08:00',
  workEndHour: '18:00',
  lunchBreakStartHour: '12:00',
  lunchBreakEndHour: '13:30',
  lunchBreakEnabled: true,
};

describe('working hours and absences', () => {
  let stack: Stack;
  let agent: UserRow;
  let colleague: UserRow;
  let asAgent: SignedIn;
  let asAdmin: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyId = (await createAgency(stack.db.pool)).id;
    agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    colleague = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    asAgent = await signIn(stack.baseUrl, agent);
    asAdmin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' }),
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const send = (as: SignedIn, method: 'put' | 'post' | 'delete', path: string, body?: object) =>
    as.agent[method](path).set('X-CSRF-Token', as.csrf).send(body);
  const agendaRows = async (agentId: string) =>
    (
      await stack.db.pool.query(
        `SELECT (SELECT count(*)::int FROM working_hours WHERE agent_id = $1) AS hours,
                (SELECT count(*)::int FROM absences WHERE agent_id = $1) AS absences`,
        [agentId],
      )
    ).rows[0];

  it("answers a week of the spec's fields and defaults, and keeps a day set in them", async () => {
    const fresh = await asAgent.agent.get(`/api/agents/${agent.id}/working-hours`).expect(200);

    expect(fresh.body).toHaveLength(7);
    expect(fresh.body[1]).toEqual({
      weekDay: 1,
      worked: true,
      workStartHour: '09:00',
      workEndHour: '19:00',
      lunchBreakStartHour: '12:00',
      lunchBreakEndHour: '13:00',
      lunchBreakEnabled: false,
    });
    expect(fresh.body[0].worked).toBe(false);
    expect(fresh.body[6].worked).toBe(false);

    const saved = await send(asAgent, 'put', `/api/agents/${agent.id}/working-hours`, { days: [MONDAY] }).expect(200);

    expect(saved.body[1]).toEqual(MONDAY);
  });

  it.each<[string, Partial<typeof MONDAY>, number, string]>([
    ['a day ending before it starts', { workStartHour: '18:00', workEndHour: '08:00' }, 400, 'WORKING_HOURS_INVALID'],
    [
      'a lunch break ending first',
      { lunchBreakStartHour: '13:00', lunchBreakEndHour: '12:00' },
      400,
      'WORKING_HOURS_INVALID',
    ],
    [
      'a lunch break outside the day',
      { lunchBreakStartHour: '07:00', lunchBreakEndHour: '08:30' },
      400,
      'WORKING_HOURS_INVALID',
    ],
    ['a clock that is not HH:MM', { workStartHour: '9h' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and writes nothing', async (_, change, status, code) => {
    const before = await asAgent.agent.get(`/api/agents/${agent.id}/working-hours`).expect(200);

    const response = await send(asAgent, 'put', `/api/agents/${agent.id}/working-hours`, {
      days: [{ ...MONDAY, weekDay: 3, ...change }],
    });

    expect([response.status, response.body.code]).toEqual([status, code]);
    expect((await asAgent.agent.get(`/api/agents/${agent.id}/working-hours`)).body).toEqual(before.body);
  });

  it("lets a plain agent read a colleague's agenda but not change it; an admin may", async () => {
    const [absence] = (
      await stack.db.pool.query(
        `INSERT INTO absences (agency_id, agent_id, starts_at, ends_at) SELECT agency_id, id, now() + interval '2 days',
                now() + interval '3 days' FROM users WHERE id = $1 RETURNING id`,
        [colleague.id],
      )
    ).rows;
    const before = await agendaRows(colleague.id);
    const absenceBody = { startsAt: '2031-01-06T08:00:00Z', endsAt: '2031-01-06T18:00:00Z' };

    await asAgent.agent.get(`/api/agents/${colleague.id}/working-hours`).expect(200);
    await asAgent.agent.get(`/api/agents/${colleague.id}/absences`).expect(200);
    const hours = await send(asAgent, 'put', `/api/agents/${colleague.id}/working-hours`, { days: [MONDAY] });
    const added = await send(asAgent, 'post', `/api/agents/${colleague.id}/absences`, absenceBody);
    const removed = await send(asAgent, 'delete', `/api/absences/${absence.id}`);

    expect([hours, added, removed].map((r) => [r.status, r.body?.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    expect(await agendaRows(colleague.id)).toEqual(before);
    await send(asAdmin, 'put', `/api/agents/${colleague.id}/working-hours`, { days: [MONDAY] }).expect(200);
    await send(asAdmin, 'post', `/api/agents/${colleague.id}/absences`, absenceBody).expect(201);
    await send(asAdmin, 'delete', `/api/absences/${absence.id}`).expect(204);
    expect(await agendaRows(colleague.id)).toEqual({ hours: 1, absences: 1 });
  });

  it('adds, lists and removes an absence; slots under it are neither offered nor bookable', async () => {
    const agencyId = (await createAgency(stack.db.pool)).id;
    const away = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const self = await signIn(stack.baseUrl, away);
    const listingId = await createBookableListing(stack.db.pool, agencyId, away.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 2);
    const day = { startsAt: slot.startsAt, endsAt: new Date(Date.parse(slot.startsAt) + 3 * 3_600_000).toISOString() };

    const backwards = await send(self, 'post', `/api/agents/${away.id}/absences`, {
      startsAt: day.endsAt,
      endsAt: day.startsAt,
    });
    const added = await send(self, 'post', `/api/agents/${away.id}/absences`, { ...day, reason: 'Formation' });
    const listed = await self.agent.get(`/api/agents/${away.id}/absences`).expect(200);
    const offered = (await offeredSlots(stack.baseUrl, listingId, 2)).map((s) => s.startsAt);
    const before = await bookingRows(stack.db.pool);
    const refused = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Away') },
      'away-0001',
    );

    expect([backwards.status, backwards.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(added.status).toBe(201);
    expect(listed.body).toEqual([expect.objectContaining({ id: added.body.id, reason: 'Formation', ...dates(day) })]);
    expect(offered).not.toContain(slot.startsAt);
    expect([refused.status, refused.body.code]).toEqual([422, 'SLOT_AGENT_ABSENT']);
    expect(await bookingRows(stack.db.pool)).toEqual(before);

    await send(self, 'delete', `/api/absences/${added.body.id}`).expect(204);
    expect((await self.agent.get(`/api/agents/${away.id}/absences`)).body).toEqual([]);
    expect((await offeredSlots(stack.baseUrl, listingId, 2)).map((s) => s.startsAt)).toContain(slot.startsAt);
  });

  it("sets the agency's least travel time (0 to 120 minutes) through its settings, and availability keeps it", async () => {
    const agencyId = (await createAgency(stack.db.pool)).id;
    const shows = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' }),
    );
    const plain = await signIn(stack.baseUrl, shows);
    // Two listings at the same address: the travel time between them is the agency's minimum alone.
    const first = await createBookableListing(stack.db.pool, agencyId, shows.id);
    const second = await createBookableListing(stack.db.pool, agencyId, shows.id);
    const [slot] = (await offeredSlots(stack.baseUrl, first, 2)).filter((s) => s.local.slice(11, 16) === '09:00');
    await bookPublic(
      stack.baseUrl,
      first,
      { startsAt: slot.startsAt, contact: contact('Travel') },
      'travel-min-1',
    ).expect(201);
    const at = (minutes: number) => new Date(Date.parse(slot.startsAt) + minutes * 60_000).toISOString();
    const secondStarts = async () => (await offeredSlots(stack.baseUrl, second, 2)).map((s) => s.startsAt);
    const setting = async () =>
      (await stack.db.pool.query('SELECT travel_min_minutes AS m FROM agencies WHERE id = $1', [agencyId])).rows[0].m;

    const none = await send(admin, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: 0 });
    const withoutTravel = await secondStarts();
    const hour = await send(admin, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: 60 });
    const withHour = await secondStarts();
    const refused = await Promise.all([
      send(admin, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: 121 }),
      send(admin, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: -1 }),
      send(admin, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: '30' }),
      send(plain, 'put', `/api/agencies/${agencyId}`, { travelMinMinutes: 5 }),
    ]);

    expect([none.status, none.body.travelMinMinutes, hour.body.travelMinMinutes]).toEqual([200, 0, 60]);
    expect(withoutTravel).toContain(at(40));
    expect(withHour).not.toContain(at(40));
    expect(withHour).not.toContain(at(80));
    expect(withHour).toContain(at(120));
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
      [403, 'FORBIDDEN'],
    ]);
    expect(await setting()).toBe(60);
  });
});

/** The instants as the API answers them (ISO with milliseconds). */
const dates = (range: { startsAt: string; endsAt: string }) => ({
  startsAt: new Date(range.startsAt).toISOString(),
  endsAt: new Date(range.endsAt).toISOString(),
});
