import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import request from 'supertest';
import { contact, createBookableListing, offeredSlots, shortCodeOf } from './visit-fixtures';

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
  async function visitThatHappened(
    name: string,
    daysAgo: number,
    status: 'done' | 'no_show',
    agent = agentId,
    listing = listingId,
  ) {
    const [slot] = await offeredSlots(stack.baseUrl, listing);
    const booked = await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId: listing, startsAt: slot.startsAt, contact: contact(name) })
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
    expect(mine.body.newCandidates.latest[0]).toMatchObject({ phone: '+33612345678', visit: { listingId } });
    expect(agency.body.noShow).toMatchObject({ done: 2, noShow: 2, rate: 0.5 });
    expect(agency.body.newCandidates.total).toBe(4);
    expect(theirs.body).toEqual({
      noShow: { days: 90, done: 0, noShow: 0, rate: null },
      interest: { days: 90, interested: 0, notInterested: 0 },
      newCandidates: { days: 7, total: 0, latest: [] },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it("gives one listing's no-show rate and its visitors' interest, and shows each visit's answer", async () => {
    const house = await createBookableListing(stack.db.pool, agencyId, agentId);
    const came = await visitThatHappened('Maison', 4, 'done', agentId, house);
    await visitThatHappened('MaisonAbsent', 6, 'no_show', agentId, house);
    await visitThatHappened('MaisonAbsentBis', 8, 'no_show', colleagueId, house);
    await visitThatHappened('Ailleurs', 4, 'done');
    const undecided = await visitThatHappened('MaisonIndecis', 5, 'done', agentId, house);
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${await shortCodeOf(stack.db.pool, came.id)}/interest`)
      .send({ interested: true })
      .expect(200);
    const other = await createAgency(stack.db.pool);
    const stranger = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id }),
    );

    const summary = await realtor.agent.get('/api/visits/summary').query({ listingId: house }).expect(200);
    const theirs = await stranger.agent.get('/api/visits/summary').query({ listingId: house }).expect(200);
    const visits = await realtor.agent
      .get('/api/visits')
      .query({ filter: JSON.stringify({ listingId: house, status: 'done' }) })
      .expect(200);
    const bad = await realtor.agent.get('/api/visits/summary').query({ listingId: 'house' });

    expect(summary.body.noShow).toEqual({ days: 90, done: 2, noShow: 2, rate: 0.5 });
    expect(summary.body.interest).toEqual({ days: 90, interested: 1, notInterested: 0 });
    expect(
      summary.body.newCandidates.latest.every((c: { visit: { listingId: string } }) => c.visit.listingId === house),
    ).toBe(true);
    expect(
      summary.body.newCandidates.latest.find((c: { id: string }) => c.id === came.candidate.id)?.visit.interested,
    ).toBe(true);
    expect(theirs.body.noShow).toEqual({ days: 90, done: 0, noShow: 0, rate: null });
    const answers = Object.fromEntries(
      visits.body.map((v: { id: string; interested: boolean | null; voucher: unknown }) => [
        v.id,
        [v.interested, v.voucher],
      ]),
    );
    expect(answers).toEqual({ [came.id]: [true, null], [undecided.id]: [null, null] });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
