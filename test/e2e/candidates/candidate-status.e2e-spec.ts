import { CANDIDATE_STATUSES, CANDIDATE_TRANSITIONS, type CandidateStatus } from '@creneau/contracts';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { candidateState, insertCandidate } from './candidate-fixtures';

/**
 * A candidate's status moves only as the contracts allow (candidate-status.ts): every allowed move answers
 * 200 with a history row and an event; every other answers 409 with its stable code and changes nothing.
 */
describe('candidate status moves', () => {
  let stack: Stack;
  let agencyId: string;
  let realtor: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    realtor = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'realtor', agencyId }));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const patch = (id: string, body: object) =>
    realtor.agent.patch(`/api/candidates/${id}/status`).set('X-CSRF-Token', realtor.csrf).send(body);

  const pairs = CANDIDATE_STATUSES.flatMap((from) =>
    CANDIDATE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as [CandidateStatus, CandidateStatus]),
  );
  const allowed = pairs.filter(([from, to]) => CANDIDATE_TRANSITIONS[from].includes(to));
  const refused = pairs.filter(([from, to]) => !CANDIDATE_TRANSITIONS[from].includes(to));

  it('allows every move the contracts list, each with its history row and event', async () => {
    const answers: string[] = [];
    for (const [from, to] of allowed) {
      const id = await insertCandidate(stack.db.pool, agencyId, { status: from });
      const response = await patch(id, { status: to, ...(to === 2 && { refusalReason: 'tooManyPeople' }) });
      const history = await stack.db.pool.query(
        `SELECT from_status, to_status, reason, actor FROM candidate_events WHERE candidate_id = $1 AND kind = 'status_changed'`,
        [id],
      );
      const events = await stack.db.pool.query(
        `SELECT payload FROM outbox WHERE event = 'candidate.status_changed' AND payload->>'candidateId' = $1`,
        [id],
      );
      const ok =
        response.status === 200 &&
        response.body.status === to &&
        history.rows.length === 1 &&
        history.rows[0].from_status === from &&
        history.rows[0].to_status === to &&
        history.rows[0].reason === (to === 2 ? 'tooManyPeople' : null) &&
        events.rows.length === 1;
      answers.push(`${from}->${to}: ${ok ? 'ok' : `${response.status} ${JSON.stringify(response.body)}`}`);
    }
    expect(allowed.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith('ok'))).toEqual([]);
  });

  it('refuses every other move with 409 CANDIDATE_STATE_INVALID, changing nothing', async () => {
    const answers: string[] = [];
    for (const [from, to] of refused) {
      const id = await insertCandidate(stack.db.pool, agencyId, { status: from });
      const before = await candidateState(stack.db.pool, id);
      const response = await patch(id, { status: to, ...(to === 2 && { refusalReason: 'other' }) });
      const after = await candidateState(stack.db.pool, id);
      // LOADING is refused by validation (an agent cannot ask for it), anything else by the transitions.
      const expected = to === 6 ? [400, 'VALIDATION_FAILED'] : [409, 'CANDIDATE_STATE_INVALID'];
      const same = JSON.stringify(before) === JSON.stringify(after);
      const ok = response.status === expected[0] && response.body.code === expected[1] && same;
      answers.push(`${from}->${to}: ${ok ? 'ok' : `${response.status} ${response.body.code} same=${same}`}`);
    }
    expect(refused.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !answer.endsWith('ok'))).toEqual([]);
  });

  it('refuses a refusal without its reason (409) and a reason without a refusal (400), changing nothing', async () => {
    const id = await insertCandidate(stack.db.pool, agencyId, { status: 5 });
    const before = await candidateState(stack.db.pool, id);

    const noReason = await patch(id, { status: 2 });
    const strayReason = await patch(id, { status: 1, refusalReason: 'other' });
    const unknownReason = await patch(id, { status: 2, refusalReason: 'tooExpensive' });

    expect([noReason.status, noReason.body.code]).toEqual([409, 'CANDIDATE_REFUSAL_REASON_REQUIRED']);
    expect([strayReason.status, strayReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([unknownReason.status, unknownReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await candidateState(stack.db.pool, id)).toEqual(before);
  });

  it('moves a selection in bulk, listing the refused ones with their code', async () => {
    const fresh = await insertCandidate(stack.db.pool, agencyId, { status: 0 });
    const accepted = await insertCandidate(stack.db.pool, agencyId, { status: 1 });
    const already = await insertCandidate(stack.db.pool, agencyId, { status: 2 });
    const otherAgency = await insertCandidate(stack.db.pool, (await createAgency(stack.db.pool)).id);

    const response = await realtor.agent
      .post('/api/candidates/bulk-status')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ ids: [fresh, accepted, already, otherAgency], status: 2, refusalReason: 'propertyUnavailable' })
      .expect(200);

    expect(response.body).toEqual({
      moved: [fresh, accepted],
      unchanged: [already],
      refused: [{ id: otherAgency, code: 'NOT_FOUND' }],
    });
    expect((await candidateState(stack.db.pool, fresh)).refusal_reason).toBe('propertyUnavailable');
    expect(await candidateState(stack.db.pool, otherAgency)).toMatchObject({ status: 0, events: 0 });
  });
});
