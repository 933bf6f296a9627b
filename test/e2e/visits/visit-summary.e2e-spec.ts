import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe("the agent home's visit summary", () => {
  let stack: Stack;
  let agencyId: string;
  let agentId: string;
  let colleagueId: string;
  let listingId: string;
  let realtor: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    colleagueId = (await createUser(stack.db.pool, { authType: 'realtor', agencyId })).id;
    listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    realtor = await signIn(stack.baseUrl, agent);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Books through the API, then moves the visit to the past with its outcome, as if it had happened. */
  async function visitThatHappened(name: string, daysAgo: number, status: 'done' | 'no_show', agent = agentId) {
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt: slot.startsAt, contact: contact(name) })
      .expect(201);
    await stack.db.pool.query(
      `UPDATE visits SET status = $2, agent_id = $3, starts_at = now() - make_interval(days => $4),
              ends_at = now() - make_interval(days => $4) + interval '30 minutes' WHERE id = $1`,
      [booked.body.id, status, agent, daysAgo],
    );
    await stack.db.pool.query(
      'UPDATE visit_slots SET live = false WHERE id = (SELECT slot_id FROM visits WHERE id = $1)',
      [booked.body.id],
    );
    return booked.body as { id: string; candidate: { id: string } };
  }

  it("counts the agent's no-shows over 90 days and this week's new candidates, in the agency only", async () => {
    await visitThatHappened('Venu', 3, 'done');
    await visitThatHappened('Absent', 10, 'no_show');
    await visitThatHappened('Ancien', 120, 'no_show');
    await visitThatHappened('Collegue', 2, 'no_show', colleagueId);
    const old = await visitThatHappened('Revenu', 5, 'done');
    await stack.db.pool.query(`UPDATE candidates SET created_at = now() - interval '30 days' WHERE id = $1`, [
      old.candidate.id,
    ]);
    const other = await createAgency(stack.db.pool);
    const stranger = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id }),
    );

    const mine = await realtor.agent.get('/api/visits/summary').query({ agentId }).expect(200);
    const agency = await realtor.agent.get('/api/visits/summary').expect(200);
    const theirs = await stranger.agent.get('/api/visits/summary').query({ agentId }).expect(200);
    const bad = await realtor.agent.get('/api/visits/summary').query({ agentId: 'me' });

    expect(mine.body.noShow).toEqual({ days: 90, done: 2, noShow: 1, rate: 1 / 3 });
    expect(mine.body.newCandidates.total).toBe(3);
    expect(mine.body.newCandidates.latest.map((c: { lastName: string }) => c.lastName).sort()).toEqual([
      'Absent',
      'Ancien',
      'Venu',
    ]);
    expect(mine.body.newCandidates.latest[0]).toMatchObject({ phone: '+33 6 12 34 56 78', visit: { listingId } });
    expect(agency.body.noShow).toMatchObject({ done: 2, noShow: 2, rate: 0.5 });
    expect(agency.body.newCandidates.total).toBe(4);
    expect(theirs.body).toEqual({
      noShow: { days: 90, done: 0, noShow: 0, rate: null },
      newCandidates: { days: 7, total: 0, latest: [] },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
