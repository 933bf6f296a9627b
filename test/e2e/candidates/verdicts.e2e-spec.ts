import { randomUUID } from 'node:crypto';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

/** Issue 20: the rules' verdict at booking is recorded on the candidate, with its history, and an agent overrules it. */
describe('verdicts at booking', () => {
  let stack: Stack;
  let agencyId: string;
  let agentId: string;
  let agent: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = user.id;
    agent = await signIn(stack.baseUrl, user);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function listing(): Promise<{ id: string; startsAt: string }> {
    const id = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query(
      `UPDATE listings SET rent = 900, surface = 50, rooms = 3, available_from = current_date + 60 WHERE id = $1`,
      [id],
    );
    const [slot] = await offeredSlots(stack.baseUrl, id, 1);
    return { id, startsAt: slot.startsAt };
  }

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  const candidateOf = async (listingId: string, name: string) =>
    (
      await stack.db.pool.query(
        `SELECT c.id, c.status, c.verdict, c.verdict_reasons AS reasons, c.verdict_overridden_by AS "overriddenBy",
                (SELECT array_agg(e.kind ORDER BY e.at, e.kind) FROM candidate_events e WHERE e.candidate_id = c.id) AS kinds,
                (SELECT count(*)::int FROM visits v WHERE v.candidate_id = c.id) AS visits
           FROM candidates c WHERE c.listing_id = $1 AND c.email = $2`,
        [listingId, `${name.toLowerCase()}@example.test`],
      )
    ).rows[0];

  it('records "book" on a candidate the rules let book, with the visit', async () => {
    const { id, startsAt } = await listing();
    const answers = { maxBudget: 1000, occupants: 2, moveInDate: inDays(70) };
    const booked = await bookPublic(stack.baseUrl, id, { startsAt, contact: contact('Booker'), answers }, randomUUID());
    expect(booked.status).toBe(201);
    expect(await candidateOf(id, 'Booker')).toMatchObject({ verdict: 'book', reasons: [], visits: 1 });
  });

  it('puts on the waiting list, without a visit, a move-in date before availability, and says so', async () => {
    const { id, startsAt } = await listing();
    const answers = { maxBudget: 1000, moveInDate: inDays(10) };
    const response = await bookPublic(
      stack.baseUrl,
      id,
      { startsAt, contact: contact('Waiter'), answers },
      randomUUID(),
    );
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'CANDIDATE_WAITING_LIST',
      details: { reasons: [{ rule: 'moveInBeforeAvailability', values: { moveInDate: inDays(10) } }] },
    });
    const candidate = await candidateOf(id, 'Waiter');
    expect(candidate).toMatchObject({ status: 5, verdict: 'wait', visits: 0 });
    expect(candidate.kinds).toEqual(expect.arrayContaining(['verdict', 'status_changed']));
    const { rows } = await stack.db.pool.query(
      `SELECT data->'answers' AS answers FROM candidate_events WHERE candidate_id = $1 AND kind = 'verdict'`,
      [candidate.id],
    );
    expect(rows).toEqual([{ answers }]);
  });

  it('records a decline without a visit; an agent who overrules it lets the visitor book, and history says so', async () => {
    const { id, startsAt } = await listing();
    const body = { startsAt, contact: contact('Overruled'), answers: { maxBudget: 700 } };
    expect((await bookPublic(stack.baseUrl, id, body, randomUUID())).status).toBe(422);
    const declined = await candidateOf(id, 'Overruled');
    expect(declined).toMatchObject({ verdict: 'decline', status: 0, visits: 0 });

    await agent.agent
      .post(`/api/candidates/${declined.id}/verdict`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ verdict: 'book' })
      .expect(204);
    const overruled = await candidateOf(id, 'Overruled');
    expect(overruled).toMatchObject({ verdict: 'book', overriddenBy: agentId });
    const { rows } = await stack.db.pool.query(
      `SELECT actor, data FROM candidate_events WHERE candidate_id = $1 AND kind = 'verdict_overridden'`,
      [declined.id],
    );
    expect(rows).toEqual([{ actor: agentId, data: { from: 'decline', to: 'book' } }]);

    expect((await bookPublic(stack.baseUrl, id, body, randomUUID())).status).toBe(201);
    expect(await candidateOf(id, 'Overruled')).toMatchObject({ verdict: 'book', visits: 1 });
  });

  it('refuses an unknown verdict and another agency’s candidate', async () => {
    const { id, startsAt } = await listing();
    await bookPublic(
      stack.baseUrl,
      id,
      { startsAt, contact: contact('Other'), answers: { maxBudget: 1 } },
      randomUUID(),
    );
    const candidate = await candidateOf(id, 'Other');
    const bad = await agent.agent
      .post(`/api/candidates/${candidate.id}/verdict`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ verdict: 'maybe' });
    expect(bad.status).toBe(400);
    const otherAgency = (await createAgency(stack.db.pool)).id;
    const stranger = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: otherAgency }),
    );
    const foreign = await stranger.agent
      .post(`/api/candidates/${candidate.id}/verdict`)
      .set('X-CSRF-Token', stranger.csrf)
      .send({ verdict: 'book' });
    expect(foreign.status).toBe(404);
    expect(await candidateOf(id, 'Other')).toMatchObject({ verdict: 'decline', overriddenBy: null });
  });
});
